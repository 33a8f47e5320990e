// The build's last step: every public page rendered from the database (the data API with the
// public key) into static HTML with its data, plus sitemap.xml, robots.txt and _headers. The
// server bundle, the template and the pages' manifest are kept beside the build for the site's
// server, which keeps the pages current afterwards (scripts/site/).
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { siteUrl, supabaseUrl } from './env.mjs'
import { composePage } from './page-html.mjs'
import { writeHeadersFile } from './security-headers.mjs'
import { robotsTxt, sitemapFiles } from './sitemap.mjs'
import { PageStore } from '../site/page-store.mjs'
import { createRenderFailures } from '../site/render-failures.mjs'
import { loadServerEntry, serverDir } from '../site/server-entry.mjs'

/**
 * @param {{ outDir: string, requireData?: boolean }} options requireData: fail when the database
 * cannot be read (a production build must never ship without its pages)
 */
export async function prerenderSite({ outDir, requireData = false }) {
  const templatePath = join(outDir, 'index.html')
  // The untouched shells answer the pages that render in the browser only (account, admin, forms):
  // 200.html, and en/200.html (the English build's, written by the build) under /en.
  copyFileSync(templatePath, join(outDir, '200.html'))
  copyFileSync(templatePath, join(serverDir(outDir), 'template.html'))
  copyFileSync(join(outDir, 'en', '200.html'), join(serverDir(outDir), 'template-en.html'))
  const { entry, templates } = await loadServerEntry(outDir)
  const base = siteUrl()

  // For the benchmark: the fixed public pages in each language, the reference page and where each
  // list's detail pages start, from the router's own paths.
  /** @type {import('./public-routes.mjs').BuiltRoutes} */
  const builtRoutes = {
    publicRoutes: entry.fixedPublicPaths,
    englishRoutes: entry.englishFixedPublicPaths,
    referenceRoute: entry.referenceRoute,
    detailPrefixes: entry.detailPrefixes(),
  }
  mkdirSync(join(outDir, '.vite'), { recursive: true })
  writeFileSync(join(outDir, '.vite', 'routes.json'), JSON.stringify(builtRoutes, null, 2))
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(base, entry.privatePaths))
  writeHeadersFile(outDir, supabaseUrl())

  let pages
  let revision
  try {
    revision = await entry.readLatestRevision()
    pages = await entry.listPublicPages()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    if (requireData) throw new Error(`The database at ${supabaseUrl()} could not be read (${reason}); no pages were rendered.`)
    console.warn(`The database at ${supabaseUrl()} could not be read (${reason}): the build holds the app shell only, and the site's server renders each page on its first request.`)
    return
  }

  const store = new PageStore(outDir)
  const started = Date.now()
  let dataBytes = 0
  /** Pages that could not be rendered: the build goes on without them, and says which. @type {Array<{ path: string, error: string }>} */
  const failures = []
  // Reported on the administrators' dashboard too, and cleared there once the page renders.
  const reports = createRenderFailures({ apiUrl: supabaseUrl(), source: 'build' })
  /** @param {string} path @param {() => Promise<void>} work */
  const tryRender = async (path, work) => {
    try {
      await work()
      void reports.rendered(path)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      failures.push({ path, error: message })
      void reports.failed(path, error)
      console.error(`Rendering ${path} failed (the site's server tries again on its first request): ${message}`)
    }
  }
  for (const path of [...pages.map((page) => page.path), ...entry.listUnlistedPrerenderRoutes()]) {
    await tryRender(path, async () => {
      const rendered = await entry.render(path)
      if (rendered.status !== 200) throw new Error(`rendered with status ${rendered.status}`)
      store.put(path, composePage(templates, rendered), { ...rendered, type: 'text/html; charset=utf-8' })
      dataBytes += rendered.dataBytes
    })
  }
  const feeds = await entry.listFeedPaths()
  for (const path of feeds) {
    await tryRender(path, async () => {
      const feed = await entry.renderFeed(path)
      store.put(path, feed.body, { ...feed, dataBytes: 0 })
    })
  }
  store.revision = revision
  store.save()
  for (const [name, xml] of sitemapFiles(base, pages)) writeFileSync(join(outDir, name), xml)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`Prerendered ${pages.length} pages and ${feeds.length} feeds from the database in ${seconds} s (revision ${revision}; ${(dataBytes / 1024).toFixed(0)} KB of page data in all)`)
  if (failures.length > 0) console.error(`${failures.length} of them could not be rendered: ${failures.map((failure) => failure.path).join(', ')}`)
  await reports.settled()
  return { failures }
}
