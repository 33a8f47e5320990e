/**
 * British National Grid (OSGB36) eastings and northings → WGS84 latitude and longitude, by the
 * Ordnance Survey's formulas ("A guide to coordinate systems in Great Britain"): the inverse
 * Transverse Mercator projection on the Airy 1830 ellipsoid, then the 7-parameter Helmert
 * transformation from OSGB36 to WGS84. The Helmert step is good to a few metres across Great
 * Britain, plenty for checking postcode districts to a kilometre; it is not OSTN15.
 */

/** A place in degrees. */
export type LatLon = { latitude: number; longitude: number }

type Ellipsoid = { a: number; b: number }

const AIRY_1830: Ellipsoid = { a: 6_377_563.396, b: 6_356_256.909 }
const GRS80: Ellipsoid = { a: 6_378_137, b: 6_356_752.314_140 }

/** The National Grid's projection: true origin 49° N 2° W, false origin 400 km west and 100 km north of it. */
const GRID = { scale: 0.999_601_271_7, latitude0: 49, longitude0: -2, easting0: 400_000, northing0: -100_000 }

/** OSGB36 → WGS84 (the OS's parameters): metres, parts per million, arc seconds. */
const HELMERT = { tx: 446.448, ty: -125.157, tz: 542.06, s: -20.4894, rx: 0.1502, ry: 0.247, rz: 0.8421 }

const radians = (degrees: number) => (degrees * Math.PI) / 180
const degrees = (radians: number) => (radians * 180) / Math.PI

/** Latitude and longitude on the OSGB36 datum (Airy 1830) of a grid reference. */
export function gridToOsgb36(easting: number, northing: number): LatLon {
  const { a, b } = AIRY_1830
  const { scale: F0, easting0: E0, northing0: N0 } = GRID
  const phi0 = radians(GRID.latitude0)
  const lambda0 = radians(GRID.longitude0)
  const e2 = 1 - (b * b) / (a * a)
  const n = (a - b) / (a + b)

  // The meridional arc from the true origin to latitude phi.
  const meridian = (phi: number) =>
    b *
    F0 *
    ((1 + n + (5 / 4) * n ** 2 + (5 / 4) * n ** 3) * (phi - phi0) -
      (3 * n + 3 * n ** 2 + (21 / 8) * n ** 3) * Math.sin(phi - phi0) * Math.cos(phi + phi0) +
      ((15 / 8) * n ** 2 + (15 / 8) * n ** 3) * Math.sin(2 * (phi - phi0)) * Math.cos(2 * (phi + phi0)) -
      (35 / 24) * n ** 3 * Math.sin(3 * (phi - phi0)) * Math.cos(3 * (phi + phi0)))

  let phi = phi0
  let M = 0
  do {
    phi = (northing - N0 - M) / (a * F0) + phi
    M = meridian(phi)
  } while (Math.abs(northing - N0 - M) >= 0.000_01)

  const sin = Math.sin(phi)
  const cos = Math.cos(phi)
  const tan = Math.tan(phi)
  const nu = (a * F0) / Math.sqrt(1 - e2 * sin * sin)
  const rho = (a * F0 * (1 - e2)) / (1 - e2 * sin * sin) ** 1.5
  const eta2 = nu / rho - 1

  const VII = tan / (2 * rho * nu)
  const VIII = (tan / (24 * rho * nu ** 3)) * (5 + 3 * tan ** 2 + eta2 - 9 * tan ** 2 * eta2)
  const IX = (tan / (720 * rho * nu ** 5)) * (61 + 90 * tan ** 2 + 45 * tan ** 4)
  const X = 1 / (cos * nu)
  const XI = (1 / (cos * 6 * nu ** 3)) * (nu / rho + 2 * tan ** 2)
  const XII = (1 / (cos * 120 * nu ** 5)) * (5 + 28 * tan ** 2 + 24 * tan ** 4)
  const XIIA = (1 / (cos * 5040 * nu ** 7)) * (61 + 662 * tan ** 2 + 1320 * tan ** 4 + 720 * tan ** 6)

  const dE = easting - E0
  return {
    latitude: degrees(phi - VII * dE ** 2 + VIII * dE ** 4 - IX * dE ** 6),
    longitude: degrees(lambda0 + X * dE - XI * dE ** 3 + XII * dE ** 5 - XIIA * dE ** 7),
  }
}

/** Moves a point (height 0) from one datum to another through the Helmert transformation. */
function helmert(point: LatLon, from: Ellipsoid, to: Ellipsoid): LatLon {
  const phi = radians(point.latitude)
  const lambda = radians(point.longitude)

  // Geodetic → Cartesian on the source ellipsoid.
  const e2From = 1 - (from.b * from.b) / (from.a * from.a)
  const nu = from.a / Math.sqrt(1 - e2From * Math.sin(phi) ** 2)
  const x1 = nu * Math.cos(phi) * Math.cos(lambda)
  const y1 = nu * Math.cos(phi) * Math.sin(lambda)
  const z1 = (1 - e2From) * nu * Math.sin(phi)

  // The transformation itself (small rotations, in radians).
  const s = 1 + HELMERT.s / 1e6
  const rx = radians(HELMERT.rx / 3600)
  const ry = radians(HELMERT.ry / 3600)
  const rz = radians(HELMERT.rz / 3600)
  const x2 = HELMERT.tx + s * x1 - rz * y1 + ry * z1
  const y2 = HELMERT.ty + rz * x1 + s * y1 - rx * z1
  const z2 = HELMERT.tz - ry * x1 + rx * y1 + s * z1

  // Cartesian → geodetic on the target ellipsoid, iterating on latitude.
  const e2To = 1 - (to.b * to.b) / (to.a * to.a)
  const p = Math.hypot(x2, y2)
  let latitude = Math.atan2(z2, p * (1 - e2To))
  for (let i = 0; i < 10; i += 1) {
    const nuTo = to.a / Math.sqrt(1 - e2To * Math.sin(latitude) ** 2)
    const next = Math.atan2(z2 + e2To * nuTo * Math.sin(latitude), p)
    if (Math.abs(next - latitude) < 1e-12) {
      latitude = next
      break
    }
    latitude = next
  }
  return { latitude: degrees(latitude), longitude: degrees(Math.atan2(y2, x2)) }
}

/** WGS84 latitude and longitude of a National Grid reference (metres). */
export function gridToWgs84(easting: number, northing: number): LatLon {
  return helmert(gridToOsgb36(easting, northing), AIRY_1830, GRS80)
}
