// sitemap.xml and robots.txt from the list of public pages.

/** @param {string} text */
const escapeXml = (text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** @param {string} base @param {string} path */
const absolute = (base, path) => escapeXml(base + encodeURI(path))

/** The sitemaps protocol's limits for one file: 50,000 URLs and 50 MB uncompressed. */
export const SITEMAP_MAX_URLS = 50_000
const SITEMAP_MAX_BYTES = 50 * 1024 * 1024

/** @param {ReadonlyArray<import('../site/server-entry.mjs').PublicPage>} pages @param {string} base */
function urlLines(base, pages) {
  return pages
    .filter((page) => page.inSitemap)
    .map(({ path, lastmod, alternates }) => {
      const loc = `<loc>${absolute(base, path)}</loc>`
      const links = alternates
        ? [['lt', alternates.lt], ['en', alternates.en], ['x-default', alternates.lt]]
            .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${absolute(base, href)}"/>`)
            .join('')
        : ''
      return `  <url>${loc}${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}${links}</url>`
    })
}

/** @param {string[]} lines */
const urlset = (lines) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${lines.join('\n')}\n</urlset>\n`

/**
 * Exactly the public pages meant for search engines, each with the time its content last
 * changed where one is known (never the time of the build: search engines trust lastmod only
 * when it is accurate), and a page in both languages with both versions and x-default (the
 * Lithuanian one) as alternates, the same as its head's links. Within the protocol's limits, one
 * file, sitemap.xml; past them, sitemap.xml is an index of sitemap-1.xml, sitemap-2.xml, …
 * @param {string} base @param {ReadonlyArray<import('../site/server-entry.mjs').PublicPage>} pages
 * @returns {Map<string, string>} file name → its XML, sitemap.xml first
 */
export function sitemapFiles(base, pages) {
  const lines = urlLines(base, pages)
  /** @type {string[][]} */
  const parts = [[]]
  let bytes = 0
  for (const line of lines) {
    const part = /** @type {string[]} */ (parts.at(-1))
    const size = Buffer.byteLength(line) + 1
    // The envelope of a file is a few hundred bytes: 1 KB leaves room for it.
    if (part.length === SITEMAP_MAX_URLS || bytes + size > SITEMAP_MAX_BYTES - 1024) {
      parts.push([line])
      bytes = size
    } else {
      part.push(line)
      bytes += size
    }
  }
  if (parts.length === 1) return new Map([['sitemap.xml', urlset(parts[0] ?? [])]])
  const names = parts.map((_, index) => `sitemap-${index + 1}.xml`)
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${names
    .map((name) => `  <sitemap><loc>${escapeXml(`${base}/${name}`)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`
  return new Map([['sitemap.xml', index], ...names.map((name, i) => /** @type {[string, string]} */ ([name, urlset(parts[i] ?? [])]))])
}

/** Whether a request path names one of the sitemap files. @param {string} path */
export const isSitemapPath = (path) => /^\/sitemap(-\d+)?\.xml$/.test(path)

/**
 * robots.txt from the router's own paths: everything public, the private areas disallowed.
 * @param {string} base @param {readonly string[]} privatePaths
 */
export function robotsTxt(base, privatePaths) {
  return ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n')
}
