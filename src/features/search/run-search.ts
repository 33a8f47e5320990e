import { matchesQuery } from '@/lib/search'
import type { SearchEntry } from './search-index'

/** Results are capped at 8. */
export const MAX_RESULTS = 8

/** The first matches for `query` (at least one character); an empty query finds nothing. */
export function runSearch(index: readonly SearchEntry[], query: string): SearchEntry[] {
  if (query.trim().length < 1) return []
  const hits: SearchEntry[] = []
  for (const entry of index) {
    if (matchesQuery(query, entry.fields)) hits.push(entry)
    if (hits.length === MAX_RESULTS) break
  }
  return hits
}
