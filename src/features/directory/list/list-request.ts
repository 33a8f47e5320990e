import type { GeoPoint } from '@/features/near-me/distance'
import type { DirectoryKey } from '../entry'

/** Entries a list page shows at once (the database answers at most 48). */
export const LIST_PAGE_SIZE = 24

/** What a list's filter matches in the database: its URL parameter and an entry's town or region, or a key of its details. */
export type FilterMatch = { param: string; field: 'town' | 'region' | { detail: string; missing?: string } }

/** A filter as the database matches it: an entry's town or region, or a key of its details. */
export type ChosenFilter = { field: string; value: string; missing?: string }

/** What one page of a directory's list asks the database for. */
export type ListRequest = {
  q: string
  chosen: ChosenFilter[]
  /** The words the page shows for details' stored values, searched too ({ type: { chorai: 'Choirs' } }). */
  labels: Record<string, Record<string, string>>
  origin: GeoPoint | null
  withinKm: number | null
  page: number
}

/** The request of a list page from its address's values (search, filters, radius), the point it is sorted from and its page. */
export function listRequest(
  filters: readonly FilterMatch[],
  labels: Record<string, Record<string, string>>,
  values: Partial<Record<string, string>>,
  origin: GeoPoint | null,
  page: number,
): ListRequest {
  return {
    q: (values.q ?? '').trim(),
    chosen: filters.flatMap((filter) => {
      const value = values[filter.param]
      if (!value) return []
      const { field } = filter
      return [typeof field === 'string' ? { field, value } : { field: field.detail, value, ...(field.missing !== undefined && { missing: field.missing }) }]
    }),
    labels,
    origin,
    withinKm: origin && values.iki ? Number(values.iki) : null,
    page,
  }
}

/** Coordinates in a key: to about 10 m, so a position read twice is one key. */
const rounded = (degrees: number) => degrees.toFixed(4)

/**
 * The page-data key of one page of a list: `directory-list:communities:` for the first page of
 * the whole list, then its query (`…:q=choras&vieta=Lidsas&puslapis=2`). Every page of a list
 * shares the prefix a change names (`directory-list:communities:`).
 */
export function listDataKey(directory: DirectoryKey, request: ListRequest): string {
  const query = new URLSearchParams()
  if (request.q) query.set('q', request.q)
  for (const { field, value } of request.chosen) query.set(field, value)
  if (request.origin) query.set('netoli', `${rounded(request.origin.latitude)},${rounded(request.origin.longitude)}`)
  if (request.withinKm !== null) query.set('iki', String(request.withinKm))
  if (request.page > 1) query.set('puslapis', String(request.page))
  return `${listKeyPrefix(directory)}${query.toString()}`
}

/** What every page-data key of a directory's list starts with. */
export const LIST_KEY = 'directory-list'

/** The prefix of every page-data key of one directory's list (what a change to the whole list names). */
export const listKeyPrefix = (directory: string): string => `${LIST_KEY}:${directory}:`

/** The tag of the list pages that show one entry (what an edit of it in place names). */
export const listEntryTag = (directory: string, slug: string): string => `directory-list-entry:${directory}:${slug}`
