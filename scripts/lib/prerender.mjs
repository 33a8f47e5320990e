// Writes each public route as static HTML: the page's own <head> tags (React hoists them to the
// front of the prerendered markup) go into the template's <head>, the markup into #root.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { siteUrl, supabaseUrl } from './env.mjs'
import { writeHeadersFile } from './security-headers.mjs'

/**
 * What the server bundle built from src/entry-server.tsx exports.
 * @typedef {{
 *   render: (url: string) => Promise<string>,
 *   listPrerenderRoutes: () => string[],
 *   listUnlistedPrerenderRoutes: () => string[],
 *   referenceRoute: string,
 *   detailPrefixes: () => Record<string, string>,
 *   privatePaths: string[],
 * }} ServerEntry
 */

const headTag = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*>|<link [^>]*>)/

/** Splits React's output into the leading hoisted head tags and the body markup. @param {string} html */
function splitHead(html) {
  let rest = html
  const head = []
  for (let match = rest.match(headTag); match; match = rest.match(headTag)) {
    // Marked so the client can drop them when React takes the head over (src/main.tsx).
    head.push(match[0].replace(/^<(\w+)/, '<$1 data-prerendered=""'))
    rest = rest.slice(match[0].length)
  }
  return { head: head.join('\n    '), body: rest }
}

/**
 * robots.txt from the router's own paths: everything public, the private areas disallowed.
 * @param {string} base @param {readonly string[]} privatePaths
 */
export function robotsTxt(base, privatePaths) {
  return ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n')
}

/** @param {{ outDir: string, serverEntry: string }} paths */
export async function prerenderSite({ outDir, serverEntry }) {
  /** @type {ServerEntry} */
  const { render, listPrerenderRoutes, listUnlistedPrerenderRoutes, referenceRoute, detailPrefixes, privatePaths } = await import(pathToFileURL(resolve(serverEntry)).href)
  const templatePath = join(outDir, 'index.html')
  const template = readFileSync(templatePath, 'utf8')
  // The untouched shell answers every path that has no page of its own (404s, account, admin).
  copyFileSync(templatePath, join(outDir, '200.html'))

  const routes = listPrerenderRoutes()
  const started = Date.now()
  for (const route of [...routes, ...listUnlistedPrerenderRoutes()]) {
    const { head, body } = splitHead(await render(route))
    const html = template
      .replace('</head>', `    ${head}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
    const file = route === '/' ? templatePath : join(outDir, route, 'index.html')
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, html)
  }

  const base = siteUrl()
  writeFileSync(
    join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${routes
      .map((route) => `  <url><loc>${base}${route}</loc></url>`)
      .join('\n')}\n</urlset>\n`,
  )
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(base, privatePaths))
  // For the benchmark: the public pages, the reference page and where each list's detail pages
  // start, from the router's own paths.
  /** @type {import('./public-routes.mjs').BuiltRoutes} */
  const builtRoutes = { publicRoutes: routes, referenceRoute, detailPrefixes: detailPrefixes() }
  writeFileSync(join(outDir, '.vite', 'routes.json'), JSON.stringify(builtRoutes, null, 2))
  writeHeadersFile(outDir, supabaseUrl())
  console.log(`Prerendered ${routes.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
