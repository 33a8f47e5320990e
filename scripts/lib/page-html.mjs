// A rendered page in the app's HTML template: the page's own <head> tags (React hoists them to
// the front of its markup) go into the template's <head>, the markup into #root, and the page's
// data block after it. The build and the site's server both write pages through this.

const headTag = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*>|<link [^>]*>)/

/** Splits React's output into the leading hoisted head tags and the body markup. @param {string} html */
export function splitHead(html) {
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
 * The built shells a page is written into, one per language (each loads that language's scripts),
 * with an empty `<div id="root"></div>`.
 * @typedef {{ lt: string, en: string }} Templates
 */

/**
 * @param {Templates} templates
 * @param {{ html: string, dataScript: string, lang: string }} page
 */
export function composePage(templates, page) {
  const { head, body } = splitHead(page.html)
  return templates[page.lang === 'lt' ? 'lt' : 'en']
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang}"`)
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${page.dataScript}`)
}
