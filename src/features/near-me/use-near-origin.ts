import { useCallback, useEffect, useMemo, useState } from 'react'
import { busyMessages } from './busy-messages'
import type * as nearKit from './near-kit'
import type { GeoPoint } from './distance'

/** The place a list is sorted from: a postcode's district, or the visitor's own position. */
export type NearOrigin = GeoPoint & {
  /** As the page repeats it back: 'LS6 1AN', or 'LS6' for the district of the visitor's position. */
  label: string
  /** Whether the point is the visitor's own position (kept in memory, never in the address). */
  isMyLocation: boolean
}

export type NearOriginState =
  | { kind: 'idle' }
  | { kind: 'busy'; message: string }
  | { kind: 'ready'; origin: NearOrigin }
  | { kind: 'error'; message: string }

export type NearKit = typeof nearKit

/** The part of "near me" a visitor's first search loads; kept once loaded. */
const loadKit = (): Promise<NearKit> => import('./near-kit')

/**
 * The origin of a list sorted by distance, kept in the address as `place` (`?netoli=LS6`) so a
 * reload or a shared link sorts the same way. A typed postcode is written there once it is
 * found; the visitor's position is not: the address gets the district it falls in, and the
 * position itself stays in this tab's memory. The district table loads on first use only.
 */
export function useNearOrigin(place: string, setPlace: (value: string) => void) {
  // What the address's place resolved to, once the district table answered.
  const [resolved, setResolved] = useState<{ place: string; result: Awaited<ReturnType<NearKit['resolvePostcode']>> } | null>(null)
  const [kit, setKit] = useState<NearKit | null>(null)
  // The visitor's position and the district written for it, while the address still names it.
  const [myLocation, setMyLocation] = useState<(GeoPoint & { outcode: string }) | null>(null)
  // A search or 'Mano vieta' under way or refused; it speaks for the place it was started at.
  const [action, setAction] = useState<{ place: string; kind: 'busy' | 'error'; message: string } | null>(null)
  const ownPosition = myLocation !== null && myLocation.outcode === place

  useEffect(() => {
    if (!place || ownPosition) return
    let current = true
    void loadKit()
      .then(async (loaded) => ({ loaded, result: await loaded.resolvePostcode(place) }))
      .then(
        ({ loaded, result }) => {
          if (!current) return
          setKit(loaded)
          setResolved({ place, result })
        },
        () => current && setResolved({ place, result: { ok: false, message: busyMessages.loadFailed() } }),
      )
    return () => {
      current = false
    }
  }, [place, ownPosition])

  const state = useMemo((): NearOriginState => {
    if (action && action.place === place) return { kind: action.kind, message: action.message }
    if (!place) return { kind: 'idle' }
    if (ownPosition) return { kind: 'ready', origin: { latitude: myLocation.latitude, longitude: myLocation.longitude, label: place, isMyLocation: true } }
    if (resolved?.place !== place) return { kind: 'busy', message: busyMessages.searching() }
    return resolved.result.ok ? { kind: 'ready', origin: resolved.result.origin } : { kind: 'error', message: resolved.result.message }
  }, [action, place, ownPosition, myLocation, resolved])

  /** Sorts by what the visitor typed; false (with the message in `state`) when it is no known postcode. */
  const search = useCallback(
    async (input: string): Promise<boolean> => {
      setAction({ place, kind: 'busy', message: busyMessages.searching() })
      const loaded = await loadKit().catch(() => null)
      const result = loaded ? await loaded.resolvePostcode(input) : ({ ok: false, message: busyMessages.loadFailed() } as const)
      if (!result.ok) {
        setAction({ place, kind: 'error', message: result.message })
        return false
      }
      setKit(loaded)
      setAction(null)
      setMyLocation(null)
      setResolved({ place: result.origin.label, result })
      setPlace(result.origin.label)
      return true
    },
    [place, setPlace],
  )

  /** Sorts by the visitor's position, asked for now; false (with the message in `state`) when there is none. */
  const locate = useCallback(async (): Promise<boolean> => {
    setAction({ place, kind: 'busy', message: busyMessages.locating() })
    const loaded = await loadKit().catch(() => null)
    const located = loaded ? await loaded.locateVisitor() : ({ ok: false, message: busyMessages.loadFailed() } as const)
    if (!located.ok) {
      setAction({ place, kind: 'error', message: located.message })
      return false
    }
    setKit(loaded)
    setAction(null)
    setMyLocation({ ...located.point, outcode: located.outcode })
    setPlace(located.outcode)
    return true
  }, [place, setPlace])

  // Ready implies the kit is here: it resolved the place, or located the visitor.
  return { state, search, locate, kit }
}
