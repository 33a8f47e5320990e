import type { DirectoryItem } from '@/features/directory/definitions'
import type { Place } from '@/features/near-me/place'
import type { DirectoryKey, EntryTrust } from '@/features/directory/entry'

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
