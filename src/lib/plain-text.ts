import { m } from '@/paraglide/messages'

/**
 * What the database refuses as markup in members' text: a tag such as `<b>` or `</a>`. A lone
 * '<' ('a<b', '<3') is text. The migrations use the same pattern.
 */
const HTML_TAG = /<\s*\/?\s*[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?\/?\s*>/

export const hasHtmlTags = (text: string) => HTML_TAG.test(text)

/** What a form says of text with markup, in the page's language (as zod's `{ error: plainTextError }` or a field's error). */
export const plainTextError = () => m.info_plain_text()
