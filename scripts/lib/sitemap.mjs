// sitemap.xml and robots.txt from the list of public pages.

/** @param {string} text */
const escapeXml = (text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * Exactly the public pages, each with the time its content last changed where one is known
 * (never the time of the build: search engines trust lastmod only when it is accurate).
 * @param {string} base @param {ReadonlyArray<{ path: string, lastmod: string | null }>} pages
 */
export function sitemapXml(base, pages) {
  const urls = pages.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(base + encodeURI(path))}</loc>`
    return `  <url>${loc}${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * robots.txt from the router's own paths: everything public, the private areas disallowed.
 * @param {string} base @param {readonly string[]} privatePaths
 */
export function robotsTxt(base, privatePaths) {
  return ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n')
}
