/**
 * Everything "near me" needs once a visitor asks for it, loaded then and not with the page: the
 * postcode reader, the district table's loader, the position request and the distance labels
 * (the lists' sorting is the database's). A list page's first load carries only the field and its state.
 */
import type { GeoPoint } from './distance'
import { loadDistricts, type DistrictLookup } from './districts'
import { geolocate } from './geolocate'
import { nearMeMessages } from './messages'
import { parsePostcode } from './parse-postcode'
import type { NearOrigin } from './use-near-origin'

export { DistanceBadge } from './distance-badge'
export { sortedByDistanceNote } from './format-distance'

type Outcome<Value> = ({ ok: true } & Value) | { ok: false; message: string }

async function lookup(): Promise<DistrictLookup | null> {
  try {
    return await loadDistricts()
  } catch {
    return null
  }
}

/** What a typed postcode resolves to: its district's centre, or the message that says why not. */
export async function resolvePostcode(input: string): Promise<Outcome<{ origin: NearOrigin }>> {
  if (!input.trim()) return { ok: false, message: nearMeMessages.postcode.empty() }
  const parsed = parsePostcode(input)
  if (!parsed) return { ok: false, message: nearMeMessages.postcode.invalid(input) }
  const districts = await lookup()
  if (!districts) return { ok: false, message: nearMeMessages.postcode.loadFailed() }
  const district = districts.resolve(parsed)
  if (!district) return { ok: false, message: nearMeMessages.postcode.unknown(parsed.display) }
  return { ok: true, origin: { latitude: district.latitude, longitude: district.longitude, label: parsed.display, isMyLocation: false } }
}

/** The visitor's position, asked for now, with the district it falls in; or the message that says why not. */
export async function locateVisitor(): Promise<Outcome<{ point: GeoPoint; outcode: string }>> {
  const [position, districts] = await Promise.all([geolocate(), lookup()])
  if (!position.ok) return { ok: false, message: nearMeMessages.geolocation[position.reason]() }
  if (!districts) return { ok: false, message: nearMeMessages.postcode.loadFailed() }
  return { ok: true, point: position.point, outcode: districts.nearest(position.point).outcode }
}
