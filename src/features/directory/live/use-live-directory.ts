import { startTransition, useEffect, useState } from 'react'
import { reuseSameItems } from '@/lib/same-data'
import type { DirectoryItem } from '../definitions'
import type { DirectoryKey, EntryTrust } from '../entry'
import type { PublishedItems } from './load-published'

/**
 * `snapshot`: the items compiled into the app (what the prerendered page shows);
 * `live`: the published entries the API returned; `unavailable`: the API could not be reached,
 * so the snapshot stays.
 */
export type LiveState = 'snapshot' | 'live' | 'unavailable'
export type LiveDirectory<Item> = {
  items: readonly Item[]
  state: LiveState
  /** When an item was last checked and changed; unknown until the live entries arrive. */
  trustOf: (item: Item) => EntryTrust | undefined
}

type Shown<Item> = { published: PublishedItems<Item> | null; state: LiveState }

// The last live answer per directory: a page visited again shows it at once while it revalidates.
const lastLive = new Map<DirectoryKey, PublishedItems<unknown>>()

/** Forgets every live answer (each test starts from the snapshot). */
export function forgetLiveDirectories() {
  lastLive.clear()
}

/**
 * A directory's items: the embedded snapshot first (so prerendered HTML hydrates unchanged and
 * paints before any request), then the published entries from the API, fetched after mount on
 * every visit. A failed request keeps what is shown, with no error: the snapshot is a true,
 * if possibly older, picture of the directory.
 */
export function useLiveDirectory<Key extends DirectoryKey>(key: Key, embedded: readonly DirectoryItem<Key>[]): LiveDirectory<DirectoryItem<Key>> {
  const [shown, setShown] = useState<Shown<DirectoryItem<Key>>>(() => {
    // Stored under its own key by the effect below, so the entry has this directory's item type.
    const cached = lastLive.get(key) as PublishedItems<DirectoryItem<Key>> | undefined
    return cached ? { published: cached, state: 'live' } : { published: null, state: 'snapshot' }
  })

  useEffect(() => {
    const controller = new AbortController()
    import('./load-published')
      .then(({ loadPublishedItems }) => loadPublishedItems(key, controller.signal))
      .then(
        (answer) => {
          const published = sharingUnchanged(embedded, answer)
          lastLive.set(key, published as PublishedItems<unknown>)
          startTransition(() =>
            setShown((current) => (current.state === 'live' && current.published?.items === published.items ? current : { published, state: 'live' })),
          )
        },
        () => {
          if (!controller.signal.aborted) startTransition(() => setShown((current) => (current.state === 'live' ? current : { ...current, state: 'unavailable' })))
        },
      )
    return () => controller.abort()
  }, [key, embedded])

  const { published, state } = shown
  return { items: published?.items ?? embedded, state, trustOf: (item) => published?.trust.get(item) }
}

/**
 * The live answer with every entry equal to its snapshot item replaced by that item (the whole
 * snapshot when nothing changed), so the cards of unchanged entries are not rendered again.
 */
function sharingUnchanged<Item>(embedded: readonly Item[], answer: PublishedItems<Item>): PublishedItems<Item> {
  const items = reuseSameItems(embedded, answer.items)
  const trust = new Map<Item, EntryTrust>()
  items.forEach((item, index) => {
    const known = answer.trust.get(answer.items[index])
    if (known) trust.set(item, known)
  })
  return { items, trust }
}
