import type { ReactNode } from 'react'
import type { FilterOption } from '@/components/directory/filter-select'
import type { HeroStat } from '@/components/directory/directory-hero'
import { nearUrlParams } from '@/features/near-me/radius'
import { choiceParam, textParam, type UrlParams } from '@/lib/url-params'
import type { DirectoryItem } from '../definitions'
import type { DirectoryKey } from '../entry'
import type { DirectoryFigures } from '../live/load-list-page'
import type { FilterMatch } from './list-request'

/**
 * A select over one field (`param` in the URL, `field` in the database, where a details key
 * names the value an entry without it is taken to have): fixed choices, read from the URL as one
 * of them, or without them the directory's towns or regions.
 */
export type ListFilter = FilterMatch & {
  label: string
  /** The first option, meaning 'no filter'. */
  allLabel: string
  /** Fixed choices. */
  choices?: readonly FilterOption[]
}

/** Everything a directory's list page shows: the one list kit renders it. */
export type DirectoryListDefinition<Key extends DirectoryKey> = {
  directory: Key
  path: string
  head: { title: string; description: string }
  /** `figures`: the hero's figures, from what the database counts over the whole directory. */
  hero: { title: string; lead: string; figures?: (figures: DirectoryFigures) => HeroStat[]; extra?: ReactNode }
  /**
   * `labels`: the words the page shows for a details key's stored values ({ type: { chorai:
   * 'Choirs' } }), which the search matches too.
   */
  search: { placeholder: string; labels?: Record<string, Record<string, string>> }
  filters: readonly ListFilter[]
  /** The result line, in the page's language with its plurals ('Rasta 3 mokyklos ir darželiai', 'Found 3 schools and nurseries'). */
  countLine: (shown: number, total: number) => string
  emptyTitle: string
  keyOf: (item: DirectoryItem<Key>) => string | number
  card: (item: DirectoryItem<Key>) => ReactNode
  /**
   * For directories of places: the list sorts by distance from a postcode or the visitor's
   * position. `online` marks an item that has no place because it meets online.
   */
  near?: { nameOf: (item: DirectoryItem<Key>) => string; online?: (item: DirectoryItem<Key>) => boolean }
}

/** The URL parameters a list reads: the search, one per filter, each validated, and the place and radius of a list of places. */
export function listUrlParams(filters: readonly ListFilter[], sortsByDistance = false): UrlParams {
  return Object.fromEntries([
    ['q', textParam()],
    ...filters.map((filter) => [filter.param, filter.choices ? choiceParam(filter.choices.map((choice) => choice.value)) : textParam()]),
    ...(sortsByDistance ? Object.entries(nearUrlParams) : []),
  ])
}
