import type { DirectoryItem } from '../definitions'
import { placeOfRow, type Place } from '@/features/near-me/place'
import { trustOf, type DirectoryKey, type EntryTrust, type PublicEntry } from '../entry'
import { definitionLoaders } from './definition-loaders'
import { inPageLanguage } from '@/lib/i18n/content-translations'
import { entryTranslations } from './fetch-published'
import { callPublic } from '@/lib/public-rest'
import type { Locale } from '@/lib/i18n/locale'
import { LIST_PAGE_SIZE, type ListRequest } from '../list/list-request'

/** What a list's hero counts over the whole directory (not the page): the database adds them up. */
export type DirectoryFigures = {
  entries: number
  towns: number
  regions: number
  /** The members the entries give, added up. */
  members: number
  /** Distinct sports named. */
  sports: number
  achievements: number
  /** The pupils schools give ('150+' counts 150), added up. */
  pupils: number
}

/** One page of a directory's list as the page shows it, with what the hero and filters say about the whole directory. */
export type ListPage<Item> = {
  items: readonly Item[]
  /** Per item, in the same order. */
  trust: readonly EntryTrust[]
  places: readonly (Place | null)[]
  /** Each one's address (a change to one re-renders the list pages that show it). */
  slugs: readonly string[]
  contentLocales: readonly Locale[]
  /** From the point the list is sorted by (null: no place, or not sorted by distance). */
  distances: readonly (number | null)[]
  /** How many entries match the search and filters, on every page. */
  total: number
  pageSize: number
  /** A radius left no place, and the nearest one is listed anyway. */
  nearestBeyondRadius: boolean
  figures: DirectoryFigures
  /** The directory's towns and regions, for the filters that offer them. */
  towns: readonly string[]
  regions: readonly string[]
}

type Answer = Omit<ListPage<never>, 'items' | 'trust' | 'places' | 'slugs' | 'contentLocales' | 'distances' | 'nearestBeyondRadius' | 'pageSize'> & {
  page_size: number
  nearest_beyond_radius: boolean
  entries: (PublicEntry & { distance_km: number | null })[]
}

/**
 * One page of a directory's published entries, searched, filtered and sorted by the database
 * (`directory_list_page`); on an English page each takes its published translation's words.
 */
export async function loadListPage<Key extends DirectoryKey>(key: Key, request: ListRequest, signal?: AbortSignal): Promise<ListPage<DirectoryItem<Key>>> {
  const [directory, answer] = await Promise.all([
    definitionLoaders[key](),
    callPublic<Answer>(
      'directory_list_page',
      {
        list_directory: key,
        query_text: request.q,
        chosen: request.chosen,
        shown_labels: request.labels,
        origin_latitude: request.origin?.latitude ?? null,
        origin_longitude: request.origin?.longitude ?? null,
        within_km: request.withinKm,
        page_number: request.page,
        page_size: LIST_PAGE_SIZE,
      },
      signal,
    ),
  ])
  const entries = await inPageLanguage(answer.entries, (entry) => entry.id, entryTranslations, (entry, words) => ({ ...entry, ...words }), { signal })
  // An entry of a shape the page cannot read is left out (the database refuses such details).
  const shown = entries.flatMap((entry) => {
    const item = directory.fromEntry(entry)
    return item === null ? [] : [{ entry, item }]
  })
  return {
    items: shown.map(({ item }) => item),
    trust: shown.map(({ entry }) => trustOf(entry)),
    places: shown.map(({ entry }) => placeOfRow(entry)),
    slugs: shown.map(({ entry }) => entry.slug),
    contentLocales: shown.map(({ entry }) => entry.contentLocale),
    distances: shown.map(({ entry }) => entry.distance_km),
    total: answer.total,
    pageSize: answer.page_size,
    nearestBeyondRadius: answer.nearest_beyond_radius,
    figures: answer.figures,
    towns: answer.towns,
    regions: answer.regions,
  }
}
