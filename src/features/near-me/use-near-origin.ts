import { useCallback, useEffect, useMemo, useState } from 'react'
import type { GeoPoint } from './distance'
import type { DistrictLookup } from './districts'
import { geolocate } from './geolocate'
import { nearMeMessages } from './messages'
import { parsePostcode } from './parse-postcode'

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

const loadLookup = (): Promise<DistrictLookup> => import('./districts').then(({ loadDistricts }) => loadDistricts())

/** What a typed postcode resolves to: its district, or the message that says why not. */
async function resolvePostcode(input: string): Promise<{ ok: true; origin: NearOrigin } | { ok: false; message: string }> {
  const parsed = parsePostcode(input)
  if (!input.trim()) return { ok: false, message: nearMeMessages.postcode.empty }
  if (!parsed) return { ok: false, message: nearMeMessages.postcode.invalid(input) }
  let lookup: DistrictLookup
  try {
    lookup = await loadLookup()
  } catch {
    return { ok: false, message: nearMeMessages.postcode.loadFailed }
  }
  const district = lookup.resolve(parsed)
  if (!district) return { ok: false, message: nearMeMessages.postcode.unknown(parsed.display) }
  return { ok: true, origin: { latitude: district.latitude, longitude: district.longitude, label: parsed.display, isMyLocation: false } }
}

/**
 * The origin of a list sorted by distance, kept in the address as `place` (`?netoli=LS6`) so a
 * reload or a shared link sorts the same way. A typed postcode is written there once it is
 * found; the visitor's position is not: the address gets the district it falls in, and the
 * position itself stays in this tab's memory. The district table loads on first use only.
 */
export function useNearOrigin(place: string, setPlace: (value: string) => void) {
  // What the address's place resolved to, once the district table answered.
  const [resolved, setResolved] = useState<{ place: string; result: Awaited<ReturnType<typeof resolvePostcode>> } | null>(null)
  // The visitor's position and the district written for it, while the address still names it.
  const [myLocation, setMyLocation] = useState<(GeoPoint & { outcode: string }) | null>(null)
  // A search or 'Mano vieta' under way or refused; it speaks for the place it was started at.
  const [action, setAction] = useState<{ place: string; kind: 'busy' | 'error'; message: string } | null>(null)
  const ownPosition = myLocation !== null && myLocation.outcode === place

  useEffect(() => {
    if (!place || ownPosition) return
    let current = true
    void resolvePostcode(place).then((result) => {
      if (current) setResolved({ place, result })
    })
    return () => {
      current = false
    }
  }, [place, ownPosition])

  const state = useMemo((): NearOriginState => {
    if (action && action.place === place) return { kind: action.kind, message: action.message }
    if (!place) return { kind: 'idle' }
    if (ownPosition) return { kind: 'ready', origin: { latitude: myLocation.latitude, longitude: myLocation.longitude, label: place, isMyLocation: true } }
    if (resolved?.place !== place) return { kind: 'busy', message: nearMeMessages.postcode.searching }
    return resolved.result.ok ? { kind: 'ready', origin: resolved.result.origin } : { kind: 'error', message: resolved.result.message }
  }, [action, place, ownPosition, myLocation, resolved])

  /** Sorts by what the visitor typed; false (with the message in `state`) when it is no known postcode. */
  const search = useCallback(
    async (input: string): Promise<boolean> => {
      setAction({ place, kind: 'busy', message: nearMeMessages.postcode.searching })
      const result = await resolvePostcode(input)
      if (!result.ok) {
        setAction({ place, kind: 'error', message: result.message })
        return false
      }
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
    setAction({ place, kind: 'busy', message: nearMeMessages.geolocation.locating })
    const [position, lookup] = await Promise.all([geolocate(), loadLookup().catch(() => null)])
    if (!position.ok || !lookup) {
      setAction({ place, kind: 'error', message: position.ok ? nearMeMessages.postcode.loadFailed : nearMeMessages.geolocation[position.reason] })
      return false
    }
    const { outcode } = lookup.nearest(position.point)
    setAction(null)
    setMyLocation({ ...position.point, outcode })
    setPlace(outcode)
    return true
  }, [place, setPlace])

  return { state, search, locate }
}
