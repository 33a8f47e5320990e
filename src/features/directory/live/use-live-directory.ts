import { startTransition, useEffect, useState } from 'react'
import type { DirectoryItem } from '../definitions'
import type { DirectoryKey } from '../entry'

/**
 * `snapshot`: the items compiled into the app (what the prerendered page shows);
 * `live`: the published entries the API returned; `unavailable`: the API could not be reached,
 * so the snapshot stays.
 */
export type LiveState = 'snapshot' | 'live' | 'unavailable'
export type LiveDirectory<Item> = { items: readonly Item[]; state: LiveState }

// The last live answer per directory: a page visited again shows it at once while it revalidates.
const lastLive = new Map<DirectoryKey, readonly unknown[]>()

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
  const [live, setLive] = useState(() => {
    const cached = lastLive.get(key) as readonly DirectoryItem<Key>[] | undefined
    return cached ? { items: cached, state: 'live' as LiveState } : { items: embedded, state: 'snapshot' as LiveState }
  })

  useEffect(() => {
    const controller = new AbortController()
    import('./load-published')
      .then(({ loadPublishedItems }) => loadPublishedItems(key, controller.signal))
      .then(
        (items) => {
          lastLive.set(key, items)
          startTransition(() => setLive({ items, state: 'live' }))
        },
        () => {
          if (!controller.signal.aborted) startTransition(() => setLive((current) => (current.state === 'live' ? current : { ...current, state: 'unavailable' })))
        },
      )
    return () => controller.abort()
  }, [key])

  return live
}
