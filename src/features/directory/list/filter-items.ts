import { matchesQuery } from '@/lib/search'
import type { ListFilter } from './list-definition'

/** What a list definition says about matching: the searched fields and the filters. */
type Criteria<Item> = {
  search: { fields: (item: Item) => ReadonlyArray<string | null | undefined> }
  filters: readonly ListFilter<Item>[]
}

/**
 * The items matching the search text (case and diacritics ignored) and every chosen filter
 * exactly; `items` itself when nothing is searched or chosen. The search also matches an item's
 * words in the other language (`otherWordsOf`), where it is translated.
 */
export function filterItems<Item>(
  items: readonly Item[],
  { search, filters }: Criteria<Item>,
  values: Partial<Record<string, string>>,
  otherWordsOf: (item: Item) => string | null = () => null,
): readonly Item[] {
  const q = values.q ?? ''
  const chosen = filters.filter((filter) => values[filter.param])
  if (q.trim() === '' && chosen.length === 0) return items
  return items.filter((item) => chosen.every((filter) => filter.valueOf(item) === values[filter.param]) && matchesQuery(q, [...search.fields(item), otherWordsOf(item)]))
}
