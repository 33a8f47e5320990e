import { databaseRefusal } from '@/lib/database-refusal'
import { getLocale } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages'
import { articleFormMessages, type ArticleFormValues } from './article-form-schema'
import { articleMessages } from './messages'
import { ArticleNotSavedError } from './mutations'

export type Refusal = { message: string; field?: keyof ArticleFormValues }

// Which field the database's words are about (its messages in private.refuse_bad_article).
const fieldOf: ReadonlyArray<[RegExp, keyof ArticleFormValues]> = [
  [/^Pavadinim/, 'title'],
  [/^Įžang/, 'lead'],
  [/^Pasirinkite kategoriją/, 'category'],
  [/^Straipsnio adresas/, 'slug'],
  [/^(Viršelio aprašym|Aprašykite viršelio)/, 'coverAlt'],
  [/^(Straipsn(yje|io tekstas)|Nuoroda|Paveikslėliai straipsnyje)/, 'body'],
  [/^Nurodykite, kada/, 'publishAt'],
  [/^(Pasirinkite įrašą|Rašyti galite tik apie)/, 'entryId'],
]

/** A message with the part of the words `pattern` picks (a number, a link), or one without it. */
const withPart = (words: string, pattern: RegExp, said: (part: string) => string, otherwise: () => string) => {
  const part = pattern.exec(words)?.[1]
  return part === undefined ? otherwise() : said(part)
}

// The database's Lithuanian words (supabase/migrations/20250601123500_articles.sql) as an English
// page says them; the first that fits.
const inEnglish: ReadonlyArray<[RegExp, (words: string) => string]> = [
  [/^Pavadinimas turi/, () => articleFormMessages.title],
  [/^Įžanga turi/, () => articleFormMessages.lead],
  [/^Pasirinkite kategoriją/, () => articleFormMessages.category],
  [/^Pavadinime negali/, () => articleFormMessages.titleMarkup],
  [/^Įžangoje negali/, () => articleFormMessages.leadMarkup],
  [/^Viršelio aprašyme negali/, () => articleFormMessages.coverAltMarkup],
  [/negali būti HTML žymių: rašykite paprastą tekstą/, () => m.news_refusal_html()],
  [/^Straipsnio adresas gali/, () => articleFormMessages.slug],
  [/^Straipsnis adresu/, () => articleFormMessages.slugTaken],
  [/^Nepavyko sudaryti straipsnio adreso/, () => m.news_refusal_slug_failed()],
  [/^Aprašykite viršelio/, () => articleFormMessages.coverAlt],
  [/^Viršelio aprašymas turi/, () => articleFormMessages.coverAltTooLong],
  [/^Viršelio paveikslėlis turi būti įkeltas iš/, () => m.news_refusal_cover_own()],
  [/^Viršelio paveikslėlis turi būti įkeltas per/, () => m.news_refusal_cover_upload()],
  [/^Paveikslėlis nepatikrintas/, () => m.news_refusal_unchecked_picture()],
  [/^Straipsnio tekstas negali/, () => m.news_body_empty()],
  [/^Straipsnio tekstas per ilgas/, (words) => withPart(words, /Dabar jame (\d+) ženklų/, (length) => m.news_body_too_long({ length }), m.news_refusal_body_too_long)],
  [/^Straipsnyje negali būti HTML/, () => m.news_body_html()],
  [/^Paveikslėliai straipsnyje/, () => m.news_body_foreign_image()],
  [/^Nuoroda turi prasidėti/, (words) => withPart(words, /„([^“]*)“/, (link) => m.news_body_link_scheme({ link }), m.news_refusal_link_scheme)],
  [/^Nurodykite, kada/, () => articleFormMessages.scheduleMissing],
  [/^Pasirinkite įrašą/, () => articleMessages.entryRequired],
]

/** The database's words in the page's language: as they are on a Lithuanian page; in English, or the general message, on an English one. */
function wordsInPageLanguage(words: string): string {
  if (getLocale() === 'lt') return words
  const known = inEnglish.find(([pattern]) => pattern.test(words))
  return known ? known[1](words) : articleMessages.saveFailed
}

/**
 * What the editor says when saving failed, with the field it is about when there is one: a
 * taken address (23505, a conflict), the database's own Lithuanian words for a rule (PT422) or a
 * limit (PT429) (their English on an English page), a row that did not come back, or a general
 * message. What was typed stays.
 */
export function articleRefusal(error: unknown): Refusal {
  if (error instanceof ArticleNotSavedError) return { message: articleMessages.notSaved }
  const { code } = (error ?? {}) as { code?: unknown }
  if (code === '23505') return { message: articleFormMessages.slugTaken, field: 'slug' }
  const words = databaseRefusal(error)
  if (!words) return { message: articleMessages.saveFailed }
  return { message: wordsInPageLanguage(words), field: fieldOf.find(([pattern]) => pattern.test(words))?.[1] }
}
