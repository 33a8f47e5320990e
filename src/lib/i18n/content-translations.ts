import { getLocale, type Locale } from './locale'
import { readAllPublic, readPublic } from '@/lib/public-rest'

/** In which language a page shows an item's words, and whether the item has English ones. */
export type ContentLanguage = {
  /** English on an English page where a translation is published; else Lithuanian (the original). */
  contentLocale: Locale
  /**
   * Whether a published English translation exists (then the item's page is in both languages);
   * null where it was not asked: a Lithuanian list, which does not need it.
   */
  hasEnglish: boolean | null
  /**
   * The item's words in the other language, for search: on an English page the Lithuanian
   * original's, on a Lithuanian one the published translation's (null: none, or not asked).
   */
  otherWords: string | null
}

/** An item's language as optional fields (an event's, an article's): nothing for a Lithuanian original on a Lithuanian list. */
export type ItemLanguage = { contentLocale?: 'en'; hasEnglish?: boolean; otherWords?: string }

/** The fields of `ItemLanguage` that say something. */
export function itemLanguage({ contentLocale, hasEnglish, otherWords }: ContentLanguage): ItemLanguage {
  return { ...(contentLocale === 'en' && { contentLocale }), ...(hasEnglish !== null && { hasEnglish }), ...(otherWords !== null && { otherWords }) }
}

/**
 * The most ids a read names in its address (`in.(…)`, some 40 characters each): past it, a
 * list reads every published English translation of its kind instead, in pages, so no address
 * grows with the data (a long one is refused with 431 before it reaches the data API).
 */
export const MAX_NAMED_IDS = 100

/** Where a kind of item keeps its translations: the table, its item column, the words it holds. */
export type TranslationSource<Words> = {
  table: 'entry_translations' | 'event_translations' | 'article_translations' | 'fact_translations'
  itemColumn: string
  words: readonly (keyof Words & string)[]
}

type Options<Words> = {
  /**
   * Also read the translations on a Lithuanian page: whether each item is translated (an item's
   * own page names its alternate) and, with `searchedBy`, its English words for search.
   */
  askInLithuanian?: boolean
  /** The words a search matches in the other language (a name and summary, not a whole body). */
  searchedBy?: (words: Partial<Words>) => ReadonlyArray<string | null | undefined>
  signal?: AbortSignal | undefined
}

/**
 * Items as the page's language shows them: on an English page each takes its published English
 * words where it has them (`translate` puts them in place of the Lithuanian ones). One more small
 * read beside the items' own (the data API embeds nothing across a view); row-level security shows a
 * translation exactly when its item is public.
 */
export async function inPageLanguage<Words extends object, Item extends Partial<Record<keyof Words, unknown>>>(
  items: readonly Item[],
  idOf: (item: Item) => string,
  source: TranslationSource<Words>,
  translate: (item: Item, words: Partial<Words>) => Item,
  { askInLithuanian = false, searchedBy, signal }: Options<Words> = {},
): Promise<(Item & ContentLanguage)[]> {
  const inEnglish = getLocale() === 'en'
  if (!inEnglish && !askInLithuanian) return items.map((item) => ({ ...item, contentLocale: 'lt', hasEnglish: null, otherWords: null }))
  const joined = (words: Partial<Words>) => (searchedBy ? searchedBy(words).filter(Boolean).join(' ') || null : null)
  const ids = [...new Set(items.map(idOf))]
  const params = { select: [source.itemColumn, ...(inEnglish || searchedBy ? source.words : [])].join(','), locale: 'eq.en', status: 'eq.published' }
  const rows =
    ids.length === 0
      ? []
      : ids.length > MAX_NAMED_IDS
        ? await readAllPublic<Record<string, unknown>>(source.table, { ...params, order: source.itemColumn }, signal)
        : await readPublic<Record<string, unknown>>(source.table, { ...params, [source.itemColumn]: `in.(${ids.map((id) => `"${id}"`).join(',')})` }, signal)
  const english = new Map(rows.map((row) => [String(row[source.itemColumn]), row as Partial<Words>]))
  return items.map((item) => {
    const words = english.get(idOf(item))
    if (!words) return { ...item, contentLocale: 'lt', hasEnglish: false, otherWords: null }
    if (!inEnglish) return { ...item, contentLocale: 'lt', hasEnglish: true, otherWords: joined(words) }
    return { ...translate(item, withoutEmpty(words)), contentLocale: 'en', hasEnglish: true, otherWords: joined(item as Partial<Words>) }
  })
}

/** A translation's words without the ones it leaves empty: the original's stand in for them. */
function withoutEmpty<Words extends object>(words: Partial<Words>): Partial<Words> {
  return Object.fromEntries(Object.entries(words).filter(([, value]) => value !== null && value !== '')) as Partial<Words>
}
