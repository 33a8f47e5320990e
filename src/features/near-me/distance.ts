/** A place on the globe, in degrees (WGS84). */
export type GeoPoint = { latitude: number; longitude: number }

/** The mean Earth radius (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088

export const KM_PER_MILE = 1.609344

const radians = (degrees: number) => (degrees * Math.PI) / 180

/**
 * The straight-line (great-circle) distance in km, by the haversine formula: a sphere is within
 * 0.5% of the ellipsoid, far closer than a postcode district's centre is to any address in it.
 */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLatitude = radians(to.latitude - from.latitude)
  const dLongitude = radians(to.longitude - from.longitude)
  const h = Math.sin(dLatitude / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLongitude / 2) ** 2
  // min() keeps rounding from pushing asin's argument past 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}
