import type { DirectoryItem } from '@/features/directory/definitions'
import type { Place } from '@/features/near-me/place'
import type { DirectoryKey, EntryFields, EntryTrust } from '@/features/directory/entry'
import { directories } from '@/features/directory/definitions'
import type { DirectoryFigures, ListPage } from '@/features/directory/live/load-list-page'
import { LIST_PAGE_SIZE } from '@/features/directory/list/list-request'

/** The trust line of an entry in page data: changed on 1 November 2026, never checked. */
export const sampleTrust: EntryTrust = { lastVerifiedAt: null, updatedAt: '2026-11-01T10:00:00Z' }

/** A directory list page's data, as a prerendered page carries it: these published items (and their places, none by default). */
export function directoryPageData<Key extends DirectoryKey>(
  key: Key,
  items: readonly DirectoryItem<Key>[],
  trust: EntryTrust = sampleTrust,
  places: readonly (Place | null)[] = items.map(() => null),
) {
  return { [`directory:${key}`]: { items, trust: items.map(() => trust), places, slugs: items.map((_, index) => `irasas-${index}`), contentLocales: items.map(() => 'lt'), hasEnglish: items.map(() => false), otherWords: items.map(() => null) } }
}

/** A detail page's data, as a prerendered page carries it: the published item its slug names, or null (none). */
export function directoryEntryPageData<Key extends DirectoryKey>(key: Key, slug: string, item: DirectoryItem<Key> | null, trust: EntryTrust = sampleTrust, place: Place | null = null) {
  // The entry's news as an entry without any: the page reads nothing more.
  return { [`directory-entry:${key}:${slug}`]: item === null ? null : { item, trust, place, slug, contentLocale: 'lt', hasEnglish: false }, [`entry-news:${key}:${slug}`]: { articles: [], events: [] } }
}

/** The figures the database counts over a directory's entries (`directory_list_page`), counted over these. */
export function figuresOf(entries: readonly EntryFields[]): DirectoryFigures {
  const detail = (entry: EntryFields, key: string): unknown => (entry.details as Record<string, unknown> | null)?.[key]
  const distinct = (values: readonly unknown[]) => new Set(values.filter((value) => typeof value === 'string' && value.trim() !== '')).size
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)
  return {
    entries: entries.length,
    towns: distinct(entries.map((entry) => entry.town)),
    regions: distinct(entries.map((entry) => entry.region)),
    members: sum(entries.map((entry) => detail(entry, 'members')).map((value) => (typeof value === 'number' ? value : 0))),
    sports: distinct(entries.map((entry) => detail(entry, 'sport'))),
    achievements: sum(entries.map((entry) => detail(entry, 'achievements')).map((value) => (Array.isArray(value) ? value.length : 0))),
    pupils: sum(entries.map((entry) => detail(entry, 'students')).map((value) => (typeof value === 'string' ? Number.parseInt(value, 10) || 0 : 0))),
  }
}

/**
 * The first page of a directory's list as a prerendered page carries it: the first items of
 * these (all of them counted, as matching), with the figures, towns and regions of them all.
 */
export function directoryListPageData<Key extends DirectoryKey>(
  key: Key,
  items: readonly DirectoryItem<Key>[],
  { places = items.map(() => null) }: { places?: readonly (Place | null)[] } = {},
) {
  const codec = directories[key] as unknown as { toEntry: (item: unknown) => EntryFields }
  const entries = items.map((item) => codec.toEntry(item))
  const shown = items.slice(0, LIST_PAGE_SIZE)
  const page: ListPage<DirectoryItem<Key>> = {
    items: shown,
    trust: shown.map(() => sampleTrust),
    places: places.slice(0, LIST_PAGE_SIZE),
    slugs: entries.slice(0, LIST_PAGE_SIZE).map((entry) => entry.slug),
    contentLocales: shown.map(() => 'lt'),
    distances: shown.map(() => null),
    total: items.length,
    pageSize: LIST_PAGE_SIZE,
    nearestBeyondRadius: false,
    figures: figuresOf(entries),
    towns: [...new Set(entries.flatMap((entry) => (entry.town ? [entry.town] : [])))],
    regions: [...new Set(entries.flatMap((entry) => (entry.region ? [entry.region] : [])))],
  }
  return { [`directory-list:${key}:`]: page }
}
