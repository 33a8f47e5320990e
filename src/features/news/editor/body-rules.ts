import { articleImagePath } from '@/features/news/live/published-articles'
import { hasHtmlTags } from '@/lib/plain-text'

/**
 * The database's checks on an article body (private.refuse_unsafe_markdown and
 * private.refuse_bad_article), run in the browser first with the same Lithuanian words, so the
 * editor says what to change before anything is sent. The database checks again, and alone
 * knows whether a picture's bytes were checked.
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

/** Why the database would refuse this body, in its own words; null when it would not. */
export function bodyProblem(body: string): string | null {
  if (body.trim() === '') return 'Straipsnio tekstas negali būti tuščias.'
  const length = characterCount(body)
  if (length > MAX_BODY_LENGTH) return `Straipsnio tekstas per ilgas: ne daugiau kaip 50 000 ženklų. Dabar jame ${length} ženklų.`
  if (hasHtmlTags(body) || tagStart.test(body) || markupDeclaration.test(body)) {
    return 'Straipsnyje negali būti HTML žymių: tekstą formatuokite Markdown ženklais. Pavyzdžiui, **paryškintas**, *pasviręs*, [nuoroda](https://…); po ženklo „<“ palikite tarpą.'
  }
  if (count(body, /!\[/g) > count(body, ownImage)) {
    return 'Paveikslėliai straipsnyje gali būti tik iš portalo saugyklos. Įkelkite paveikslėlį per straipsnio redaktorių.'
  }
  const linksOnly = body.replace(ownImage, '')
  const destinations = [
    ...[...linksOnly.matchAll(inlineDestination)].map((match) => match[1] ?? match[2] ?? ''),
    ...[...linksOnly.matchAll(referenceDestination)].map((match) => match[1] ?? match[2] ?? ''),
    ...[...linksOnly.matchAll(autolink)].map((match) => match[1] ?? ''),
  ]
  const bad = destinations.find((destination) => !allowedScheme.test(destination))
  if (bad !== undefined) return `Nuoroda turi prasidėti https://, http:// arba mailto: Patikrinkite nuorodą „${bad.slice(0, 60)}“.`
  return null
}

/** A picture of the bucket as Markdown for the body, relative to the project (the renderer resolves it). */
export const bodyImageMarkdown = (path: string, alt = 'Paveikslėlio aprašymas') => `![${alt}](${articleImagePath}${path})`
