// sitemap.xml and robots.txt from the list of public pages.

/** @param {string} text */
const escapeXml = (text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** @param {string} base @param {string} path */
const absolute = (base, path) => escapeXml(base + encodeURI(path))

/**
 * Exactly the public pages meant for search engines, each with the time its content last
 * changed where one is known (never the time of the build: search engines trust lastmod only
 * when it is accurate), and a page in both languages with both versions and x-default (the
 * Lithuanian one) as alternates, the same as its head's links.
 * @param {string} base @param {ReadonlyArray<import('../site/server-entry.mjs').PublicPage>} pages
 */
export function sitemapXml(base, pages) {
  const urls = pages
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
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * robots.txt from the router's own paths: everything public, the private areas disallowed.
 * @param {string} base @param {readonly string[]} privatePaths
 */
export function robotsTxt(base, privatePaths) {
  return ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n')
}
