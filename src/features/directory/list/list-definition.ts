import type { ReactNode } from 'react'
import type { FilterOption } from '@/components/directory/filter-select'
import type { HeroStat } from '@/components/directory/directory-hero'
import { nearUrlParams } from '@/features/near-me/radius'
import { choiceParam, textParam, type UrlParams } from '@/lib/url-params'
import type { DirectoryItem } from '../definitions'
import type { DirectoryKey } from '../entry'

/** A select over one field: fixed choices (read from the URL as one of them) or the values the listed items have. */
export type ListFilter<Item> = {
  /** The URL parameter ('vieta', 'tipas'…). */
  param: string
  label: string
  /** The first option, meaning 'no filter'. */
  allLabel: string
  /** The field an item is matched on, exactly. */
  valueOf: (item: Item) => string | undefined
  /** Fixed choices; without them the options are the distinct values of the items listed. */
  choices?: readonly FilterOption[]
}

/** Everything a directory's list page shows: the one list kit renders it. */
export type DirectoryListDefinition<Key extends DirectoryKey> = {
  directory: Key
  path: string
  head: { title: string; description: string }
  hero: { title: string; lead: string; figures?: (items: readonly DirectoryItem<Key>[]) => HeroStat[]; extra?: ReactNode }
  search: { placeholder: string; fields: (item: DirectoryItem<Key>) => ReadonlyArray<string | null | undefined> }
  filters: readonly ListFilter<DirectoryItem<Key>>[]
  /** The result line, in the page's language with its plurals ('Rasta 3 mokyklos ir darželiai', 'Found 3 schools and nurseries'). */
  countLine: (shown: number, total: number) => string
  emptyTitle: string
  /** Cards shown at first and added by each 'Rodyti daugiau'; all at once without it. */
  pageSize?: number
  keyOf: (item: DirectoryItem<Key>) => string | number
  card: (item: DirectoryItem<Key>) => ReactNode
  /**
   * For directories of places: the list sorts by distance from a postcode or the visitor's
   * position. `online` marks an item that has no place because it meets online.
   */
  near?: { nameOf: (item: DirectoryItem<Key>) => string; online?: (item: DirectoryItem<Key>) => boolean }
}

/** The URL parameters a list reads: the search, one per filter, each validated, and the place and radius of a list of places. */
export function listUrlParams(filters: readonly ListFilter<never>[], sortsByDistance = false): UrlParams {
  return Object.fromEntries([
    ['q', textParam()],
    ...filters.map((filter) => [filter.param, filter.choices ? choiceParam(filter.choices.map((choice) => choice.value)) : textParam()]),
    ...(sortsByDistance ? Object.entries(nearUrlParams) : []),
  ])
}
