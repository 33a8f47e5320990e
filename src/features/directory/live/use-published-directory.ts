import { useRouteData } from '@/lib/page-data/page-data-context'
import type { RouteDataState } from '@/lib/page-data/page-data-store'
import type { DirectoryItem } from '../definitions'
import type { DirectoryKey, EntryTrust } from '../entry'
import type { PublishedItem, PublishedItems } from './load-published'

export type LiveDirectory<Item> = {
  /** Empty until the entries are here (`state` says whether they are being read or could not be). */
  items: readonly Item[]
  state: RouteDataState
  /** When an item was last checked and changed, and its logo. */
  trustOf: (item: Item) => EntryTrust | undefined
}

/**
 * A directory's published entries, all of them (the business page's catalogue; the directories'
 * own lists read a page at a time, `useDirectoryListPage`), as the page was rendered with them (the server reads them
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
