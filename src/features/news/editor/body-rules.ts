import { articleImagePath } from '@/features/news/live/published-articles'
import { hasHtmlTags } from '@/lib/plain-text'
import { m } from '@/paraglide/messages'

/**
 * The database's checks on an article body (private.refuse_unsafe_markdown and
 * private.refuse_bad_article), run in the browser first with the same words (in English on an
 * English page), so the editor says what to change before anything is sent. The database checks
 * again, and alone knows whether a picture's bytes were checked.
 */
export const MAX_BODY_LENGTH = 50_000


// private.article_image_pattern(): the portal's own picture, an optional "title".
const ownImage = /!\[[^\][\n]*\]\(\s*<?\/storage\/v1\/object\/public\/article-images\/([0-9a-f-]{36}\/[A-Za-z0-9._-]{1,100}\.(jpe?g|png|webp))>?(\s+"[^"\n]*")?\s*\)/g
// The start of a tag with its '>' elsewhere, and comments, declarations, processing instructions.
const tagStart = /<\/?[A-Za-z][A-Za-z0-9-]*([\s/>]|$)/
const markupDeclaration = /<[!?]/
const inlineDestination = /\]\(\s*(?:<([^>\n]*)>|([^\s)]*))/g
const referenceDestination = /\]:[ \t]*(?:\n[ \t]*)?(?:<([^>\n]*)>|(\S+))/g
const autolink = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/g
const allowedScheme = /^(https?:\/\/|mailto:)\S/i

/** Characters as the database counts them (code points, not UTF-16 units). */
export const characterCount = (text: string) => [...text].length

const count = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].length

/** Why the database would refuse this body, in its own words (or their English); null when it would not. */
export function bodyProblem(body: string): string | null {
  if (body.trim() === '') return m.news_body_empty()
  const length = characterCount(body)
  if (length > MAX_BODY_LENGTH) return m.news_body_too_long({ length: String(length) })
  if (hasHtmlTags(body) || tagStart.test(body) || markupDeclaration.test(body)) {
    return m.news_body_html()
  }
  if (count(body, /!\[/g) > count(body, ownImage)) {
    return m.news_body_foreign_image()
  }
  const linksOnly = body.replace(ownImage, '')
  const destinations = [
    ...[...linksOnly.matchAll(inlineDestination)].map((match) => match[1] ?? match[2] ?? ''),
    ...[...linksOnly.matchAll(referenceDestination)].map((match) => match[1] ?? match[2] ?? ''),
    ...[...linksOnly.matchAll(autolink)].map((match) => match[1] ?? ''),
  ]
  const bad = destinations.find((destination) => !allowedScheme.test(destination))
  if (bad !== undefined) return m.news_body_link_scheme({ link: bad.slice(0, 60) })
  return null
}

/** A picture of the bucket as Markdown for the body, relative to the project (the renderer resolves it). */
export const bodyImageMarkdown = (path: string, alt = m.news_body_image_alt()) => `![${alt}](${articleImagePath}${path})`
