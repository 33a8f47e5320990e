import { databaseRefusal } from '@/lib/database-refusal'
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

/**
 * What the editor says when saving failed, with the field it is about when there is one: a
 * taken address (23505, a conflict), the database's own Lithuanian words for a rule (PT422) or a
 * limit (PT429), a row that did not come back, or a general message. What was typed stays.
 */
export function articleRefusal(error: unknown): Refusal {
  if (error instanceof ArticleNotSavedError) return { message: articleMessages.notSaved }
  const { code } = (error ?? {}) as { code?: unknown }
  if (code === '23505') return { message: articleFormMessages.slugTaken, field: 'slug' }
  const words = databaseRefusal(error)
  if (!words) return { message: articleMessages.saveFailed }
  return { message: words, field: fieldOf.find(([pattern]) => pattern.test(words))?.[1] }
}
