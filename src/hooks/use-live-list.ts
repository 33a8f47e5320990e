import { startTransition, useEffect, useState } from 'react'
import { reuseSameItems } from '@/lib/same-data'

// The last live answer per list: a page visited again shows it at once while it revalidates.
const lastLive = new Map<string, readonly unknown[]>()

/** Forgets every live answer (each test starts from the snapshot). */
export function forgetLiveLists() {
  lastLive.clear()
}

/**
 * What a prerendered page lists: `embedded` first (what the prerendered page shows, so it hydrates
 * unchanged and paints before any request), then the stored rows `load` fetches once
 * `enabled` (after mount; a part far down the page waits until it nears the screen). Items
 * equal to the shown ones are reused, so an unchanged answer renders nothing again; a failed
 * request keeps what is shown, with no error flash.
 */
export function useLiveList<Item>(list: string, embedded: readonly Item[], load: (signal: AbortSignal) => Promise<readonly Item[]>, enabled = true): readonly Item[] {
  const [items, setItems] = useState(() => (lastLive.get(list) as readonly Item[] | undefined) ?? embedded)
  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    load(controller.signal).then(
      (live) => {
        lastLive.set(list, live)
        startTransition(() => setItems((current) => reuseSameItems(current, live)))
      },
      () => {},
    )
    return () => controller.abort()
    // `load` is a new function on every render; `list` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, enabled])
  return items
}
