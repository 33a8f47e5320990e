import { useRouteData } from '@/lib/page-data/page-data-context'
import type { RouteDataState } from '@/lib/page-data/page-data-store'
import type { DirectoryItem } from '../definitions'
import type { Place } from '@/features/near-me/place'
import type { DirectoryKey, EntryTrust } from '../entry'
import type { PublishedItem, PublishedItems } from './load-published'
import type { Locale } from '@/lib/i18n/locale'

export type LiveDirectory<Item> = {
  /** Empty until the entries are here (`state` says whether they are being read or could not be). */
  items: readonly Item[]
  state: RouteDataState
  /** When an item was last checked and changed, and its logo. */
  trustOf: (item: Item) => EntryTrust | undefined
  /** Where an item is; null when it has no place. */
  placeOf: (item: Item) => Place | null
  /** The language of an item's words ('lt' on an English page: not translated yet). */
  contentLocaleOf: (item: Item) => Locale
  /** An item's words in the other language, which the list's search matches too. */
  otherWordsOf: (item: Item) => string | null
}

/**
 * A directory's published entries, as the page was rendered with them (the server reads them
 * through the data API; the HTML carries them), or read when the page is reached by navigation.
 */
export function usePublishedDirectory<Key extends DirectoryKey>(key: Key): LiveDirectory<DirectoryItem<Key>> {
  const { data, state } = useRouteData(`directory:${key}`, (signal) =>
    import('./load-published').then(({ loadPublishedItems }) => loadPublishedItems(key, signal)),
  )
  const published = data as PublishedItems<DirectoryItem<Key>> | undefined
  return {
    items: published?.items ?? [],
    state,
    trustOf: (item) => (published ? published.trust[published.items.indexOf(item)] : undefined),
    placeOf: (item) => (published ? (published.places[published.items.indexOf(item)] ?? null) : null),
    contentLocaleOf: (item) => (published ? (published.contentLocales[published.items.indexOf(item)] ?? 'lt') : 'lt'),
    otherWordsOf: (item) => (published ? (published.otherWords[published.items.indexOf(item)] ?? null) : null),
  }
}

/** The published entry a detail page names by its slug: null when there is none. */
export function usePublishedEntry<Key extends DirectoryKey>(
  key: Key,
  slug: string,
  find: (slug: string, items: readonly DirectoryItem<Key>[]) => DirectoryItem<Key> | undefined,
): { entry: PublishedItem<DirectoryItem<Key>> | null | undefined; state: RouteDataState } {
  const { data, state } = useRouteData(`directory-entry:${key}:${slug}`, (signal) =>
    import('./load-published').then(({ loadPublishedItem }) => loadPublishedItem(key, slug, find, signal)),
  )
  return { entry: data as PublishedItem<DirectoryItem<Key>> | null | undefined, state }
}
