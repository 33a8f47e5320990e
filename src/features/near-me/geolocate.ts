import type { GeoPoint } from './distance'

/** Why the browser gave no position. */
export type GeolocationFailure = 'denied' | 'timeout' | 'unavailable' | 'unsupported'

export type GeolocationResult = { ok: true; point: GeoPoint } | { ok: false; reason: GeolocationFailure }

/**
 * A coarse fix is enough to sort by district and comes faster, from Wi-Fi rather than GPS; a
 * position up to 10 minutes old is still where the visitor is for this purpose.
 */
export const geolocationOptions: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 }

/** GeolocationPositionError's codes (the constants are not on every engine's global object). */
const PERMISSION_DENIED = 1
const TIMEOUT = 3

/**
 * The visitor's position, asked for only when they press "use my location": browsers block
 * prompts a page shows unasked. The position stays in memory; nothing sends it anywhere.
 * Never rejects: a failure resolves with its reason, for the page to explain.
 */
export function geolocate(): Promise<GeolocationResult> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation
  if (!geolocation) return Promise.resolve({ ok: false, reason: 'unsupported' })
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ ok: true, point: { latitude: coords.latitude, longitude: coords.longitude } }),
      // POSITION_UNAVAILABLE (2), and any code a browser adds later, is 'unavailable'.
      ({ code }) => resolve({ ok: false, reason: code === PERMISSION_DENIED ? 'denied' : code === TIMEOUT ? 'timeout' : 'unavailable' }),
      geolocationOptions,
    )
  })
}
