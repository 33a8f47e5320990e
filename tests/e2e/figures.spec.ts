import { expect, test } from './fixtures'

/**
 * No invented figure: every statistic-looking number a public page's HTML shows (an amount of
 * money, a percentage, a '15,000+', '2.8B' or '45 000') comes from the database. The site's
 * server writes the rows a page was rendered from into the page itself (the page-data script),
 * so a figure whose digits are not among that data's numbers was written into the code, unless
 * the element holding it says what it is: `data-figure="counted"` (added up from the listed
 * rows, next to what it counts), or `"standard"` (a rule the text cites, such as WCAG's 200 %).
 * See docs/decisions/021-no-invented-figures.md.
 */

/** Money, percentages, 'N+', thousands with separators, and K/M/B or mln/mlrd/tūkst. amounts. */
const FIGURE =
  /[£€$]\s?\d[\d.,\u00a0\u202f ]*(?:\s?(?:mln|mlrd|tūkst|[KMB])\.?)?|\d[\d.,]*\s?%|\d[\d.,\u00a0\u202f ]*\+|\b\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+\b|\b\d+(?:[.,]\d+)?\s?(?:mln|mlrd|tūkst|[KMB])\b\.?/g

const digitsOf = (figure: string) => figure.replace(/\D/g, '').replace(/^0+(?=\d)/, '')

/** The page's visible text: scripts, styles and tags gone, entities read. */
function visibleText(html: string) {
  const body = html.slice(html.indexOf('<body'))
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<(\w+)\b[^>]*\bdata-figure="[a-z]+"[^>]*>[^<]*<\/\1>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, '\u00a0')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;/g, ' ')
}

/** The digits of every number in the data the page was rendered from (numbers and numbers within texts). */
function dataNumbers(html: string): Set<string> {
  const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
  const numbers = new Set<string>()
  for (const match of data.matchAll(/\d[\d.,\u00a0\u202f ]*\d|\d/g)) {
    numbers.add(digitsOf(match[0]))
    for (const part of match[0].split(/[^\d]+/)) if (part) numbers.add(digitsOf(part))
  }
  return numbers
}

/** The figures of a page's text that its data does not hold. */
function uncountedFigures(html: string): string[] {
  const known = dataNumbers(html)
  return [...visibleText(html).matchAll(FIGURE)].map((match) => match[0].trim()).filter((figure) => !known.has(digitsOf(figure)))
}

test('the scan finds an invented figure and passes one read from the data', () => {
  const page = (text: string, data: unknown) => `<html><body><main>${text}</main><script type="application/json" id="page-data">${JSON.stringify(data)}</script></body></html>`
  expect(uncountedFigures(page('<p>15,000+ verslininkų, £2.8B apyvarta, 98% teigiamų</p>', {}))).toEqual(['15,000+', '£2.8B', '98%'])
  expect(uncountedFigures(page('<dl><dt>Narių</dt><dd data-figure="counted">11 875</dd></dl><p>Iki 45 000 darbo vietų</p>', {}))).toEqual(['45 000'])
  expect(uncountedFigures(page('<p>Minimalus atlygis: £12.21 per valandą · 2 400 narių</p>', { rate: '£12.21', members: 2400 }))).toEqual([])
  expect(uncountedFigures(page('<p>Tel. 020 7946 0100, 2026 m. spalio 3 d., 18:00–21:30, SW1A 1AA</p>', {}))).toEqual([])
})

test('no public page shows a figure that is neither counted nor read from the database', async ({ request }) => {
  test.slow()
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listedIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replaceAll('&amp;', '&'))).map((url) => url.pathname + url.search)
  const paths = listedIn(sitemap)
  expect(paths.length).toBeGreaterThan(50)
  const found: string[] = []
  for (const path of paths) {
    const response = await request.get(path)
    // Other journeys publish and withdraw entries meanwhile: a page that went is gone from the sitemap too.
    if (response.status() !== 200 && !listedIn(await (await request.get('/sitemap.xml')).text()).includes(path)) continue
    expect(response.status(), path).toBe(200)
    for (const figure of uncountedFigures(await response.text())) found.push(`${path}: ${figure}`)
  }
  expect(found).toEqual([])
})
