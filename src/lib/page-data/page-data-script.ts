/**
 * The data a prerendered page was rendered from travels in the HTML as a JSON block that the
 * browser never executes: `<script type="application/json" id="page-data">`. Every `<`, `>` and
 * `&` is written as a \u escape, so no string inside can close the element or open a comment
 * (escaping `</script>` alone is not enough), and U+2028 and U+2029 likewise, as JSON.parse and
 * older script parsers disagree on them.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data'

/** What a page carries: the path it was rendered for, the change-log revision it saw, its data by key. */
export type PageDataSnapshot = { path: string; revision: number; values: Record<string, unknown> }

const unsafe = /[<>&\u2028\u2029]/g
const escapes: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/** JSON for a `<script type="application/json">` element's text. */
export function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(unsafe, (character) => escapes[character]!)
}

/** The element itself, as the renderer writes it after the page's markup. */
export function pageDataScript(snapshot: PageDataSnapshot): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${escapeJsonForHtml(snapshot)}</script>`
}

/** The snapshot a document carries, or null (the app shell, or a block that does not parse). */
export function readPageDataScript(doc: Document): PageDataSnapshot | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent
  if (!text) return null
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null) return null
    const { path, revision, values } = parsed as Partial<PageDataSnapshot>
    if (typeof path !== 'string' || typeof revision !== 'number' || typeof values !== 'object' || values === null) return null
    return { path, revision, values }
  } catch {
    return null
  }
}
