// @vitest-environment node
/**
 * The postcode districts' source table (supabase/data/README.md): well-formed, complete enough,
 * every centre where its own grid reference puts it and near the other districts of its area,
 * and exactly the rows the migration inserts.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BLOCK_END, BLOCK_START, districtCsv, readDistricts } from '../../scripts/postcodes/district-csv.mjs'
import type { District } from '../../scripts/postcodes/district-csv.mjs'
import { gridToOsgb36, gridToWgs84, type LatLon } from './osgb36'

const csv = readFileSync(new URL('./postcode-districts.csv', import.meta.url), 'utf8')
const districts = readDistricts(csv)
const migration = readFileSync(new URL('../migrations/20250601123400_postcode_districts.sql', import.meta.url), 'utf8')

// Royal Mail's outward code formats (A9, A99, AA9, AA99, A9A, AA9A, with the letters each place
// allows): the rule of private.normalise_postcode in the migration.
const OUTWARD = /^[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY])$/
/** What the UK and the Crown dependencies fit in, with a margin: the migration's checks too. */
const BOX = { south: 49.1, north: 60.9, west: -8.7, east: 1.8 }
/** The postcode areas of each country that is not Great Britain. */
const AREAS_OF: Record<string, RegExp> = { NIR: /^BT/, GG: /^GY/, JE: /^JE/, IM: /^IM/ }

/** The farthest a district may be from every other district of its area; the farthest in the table is 45.7 km (IV27). */
const NEIGHBOUR_KM = 60
/** The farthest a sub-district (W1B) may be from its district (W1); the farthest in the table is 2.0 km (N1C). */
const SUB_DISTRICT_KM = 3

const EARTH_RADIUS_KM = 6371.0088
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance (haversine). */
function distanceKm(from: LatLon, to: LatLon): number {
  const h =
    Math.sin(radians(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(radians(to.longitude - from.longitude) / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

const area = (outcode: string) => /^[A-Z]+/.exec(outcode)![0]
const round = (km: number) => Math.round(km * 100) / 100

/** Districts whose centre is more than `toleranceKm` from where their own grid reference puts it. */
function gridMismatches(rows: readonly District[], toleranceKm = 1) {
  return rows
    .map((d) => ({ outcode: d.outcode, km: round(distanceKm(d, gridToWgs84(d.eastings, d.northings))) }))
    .filter((gap) => gap.km > toleranceKm)
}

/** Each district with the nearest other district of its postcode area. */
function nearestInArea(rows: readonly District[]) {
  const areas = new Map<string, District[]>()
  for (const d of rows) areas.set(area(d.outcode), [...(areas.get(area(d.outcode)) ?? []), d])
  return rows.map((d) => {
    let nearest = { outcode: '', km: Infinity }
    for (const other of areas.get(area(d.outcode))!) {
      if (other === d) continue
      const km = distanceKm(d, other)
      if (km < nearest.km) nearest = { outcode: other.outcode, km }
    }
    return { outcode: d.outcode, nearest: nearest.outcode, km: round(nearest.km) }
  })
}

/** Districts farther than `boundKm` from every other district of their area: a row placed far off. */
const isolated = (rows: readonly District[], boundKm: number) => nearestInArea(rows).filter((row) => row.km > boundKm)

/** Sub-districts (W1B) farther than `boundKm` from their district (W1), where the table has both. */
function strayedSubDistricts(rows: readonly District[], boundKm: number) {
  const byOutcode = new Map(rows.map((d) => [d.outcode, d]))
  return rows.flatMap((d) => {
    const district = /^[A-Z]{1,2}[0-9][A-Z]$/.test(d.outcode) ? byOutcode.get(d.outcode.slice(0, -1)) : undefined
    const km = district ? round(distanceKm(d, district)) : 0
    return km > boundKm ? [{ outcode: d.outcode, district: district!.outcode, km }] : []
  })
}

/** `rows` with one district's centre moved. */
const moved = (rows: readonly District[], outcode: string, to: LatLon) => rows.map((d) => (d.outcode === outcode ? { ...d, ...to } : d))

describe('the postcode districts', () => {
  it('are at least 2,800, each outward code well-formed and listed once', () => {
    expect(districts.length).toBeGreaterThanOrEqual(2800)
    expect(districts.filter((d) => !OUTWARD.test(d.outcode)).map((d) => d.outcode)).toEqual([])
    expect(new Set(districts.map((d) => d.outcode)).size).toBe(districts.length)
  })

  it('name their country, Northern Ireland and the Crown dependencies by their own areas', () => {
    for (const d of districts) {
      expect(['ENG', 'SCT', 'WLS', 'NIR', 'GG', 'JE', 'IM'], d.outcode).toContain(d.country)
      const own = AREAS_OF[d.country]
      if (own) expect(d.outcode, d.country).toMatch(own)
      else expect(Object.values(AREAS_OF).some((areas) => areas.test(d.outcode)), d.outcode).toBe(false)
    }
  })

  it('give their centres to at most 5 decimals (about a metre), inside the UK and Crown dependencies', () => {
    for (const d of districts) {
      for (const degrees of [d.latitude, d.longitude]) expect(Math.round(degrees * 1e5) / 1e5, d.outcode).toBe(degrees)
      expect(d.latitude, d.outcode).toBeGreaterThanOrEqual(BOX.south)
      expect(d.latitude, d.outcode).toBeLessThanOrEqual(BOX.north)
      expect(d.longitude, d.outcode).toBeGreaterThanOrEqual(BOX.west)
      expect(d.longitude, d.outcode).toBeLessThanOrEqual(BOX.east)
    }
  })

  it('put every centre within 1 km of its own National Grid reference', () => {
    // Every row's grid reference is on the British National Grid (for Northern Ireland and the
    // Crown dependencies, the grid extended beyond Great Britain, as the source gives it); the
    // farthest apart today are 0.14 km, the grid references being rounded to 100 m.
    expect(gridMismatches(districts)).toEqual([])
  })

  it(`put every district within ${NEIGHBOUR_KM} km of another of its postcode area`, () => {
    expect(isolated(districts, NEIGHBOUR_KM)).toEqual([])
  })

  it(`put every sub-district within ${SUB_DISTRICT_KM} km of its district (the lookup falls back from one to the other)`, () => {
    expect(strayedSubDistricts(districts, SUB_DISTRICT_KM)).toEqual([])
  })

  it('are written as the scripts write them, in code point order', () => {
    expect(districtCsv(districts)).toBe(csv)
    const outcodes = districts.map((d) => d.outcode)
    expect(outcodes).toEqual([...outcodes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('are the rows the migration inserts, in the same order', () => {
    const block = migration.slice(migration.indexOf(BLOCK_START), migration.indexOf(BLOCK_END))
    const sqlText = /'((?:[^']|'')*)'/.source
    const tuple = new RegExp(`^  \\(${sqlText}, (-?[0-9.]+), (-?[0-9.]+), (null|${sqlText}), ${sqlText}\\)[,;]$`, 'gm')
    const inserted = [...block.matchAll(tuple)].map(([, outcode, latitude, longitude, town, townText, country]) => ({
      outcode,
      latitude: Number(latitude),
      longitude: Number(longitude),
      town: town === 'null' ? null : townText.replaceAll("''", "'"),
      country,
    }))
    expect(inserted).toEqual(districts.map(({ outcode, latitude, longitude, town, country }) => ({ outcode, latitude, longitude, town, country })))
  })
})

describe('the checks', () => {
  it('catch the E20 row as first published, 6.8 km east of its own grid reference', () => {
    // Its grid reference (538350, 184500) is the Olympic Park's; its longitude was 0.09248.
    // Among the other E districts it looked plausible (2.7 km from E12, where E4's nearest
    // neighbour is 4.0 km away), so only the grid check tells.
    expect(gridMismatches(moved(districts, 'E20', { latitude: 51.54593, longitude: 0.09248 }))).toEqual([{ outcode: 'E20', km: 6.85 }])
  })

  it('catch a district placed far from the rest of its area, and a sub-district far from its district', () => {
    // LS6 (Leeds) with its longitude's sign lost: in the North Sea, still inside the box.
    expect(isolated(moved(districts, 'LS6', { latitude: 53.81928, longitude: 1.56704 }), NEIGHBOUR_KM).map((row) => row.outcode)).toContain('LS6')
    expect(strayedSubDistricts(moved(districts, 'W1B', { latitude: 51.55, longitude: -0.14 }), SUB_DISTRICT_KM)).toEqual([
      { outcode: 'W1B', district: 'W1', km: 3.95 },
    ])
  })
})

describe('OSGB36 to WGS84', () => {
  // The Ordnance Survey's worked example ("A guide to coordinate systems in Great Britain"):
  // E 651409.903, N 313177.270 is 52°39′27.2531″ N, 1°43′4.5177″ E on OSGB36.
  it('projects a grid reference back to OSGB36 as the OS worked example does', () => {
    const { latitude, longitude } = gridToOsgb36(651_409.903, 313_177.27)
    expect(latitude).toBeCloseTo(52 + 39 / 60 + 27.2531 / 3600, 7)
    expect(longitude).toBeCloseTo(1 + 43 / 60 + 4.5177 / 3600, 7)
  })

  it('moves it to WGS84 by the Helmert transformation, about 130 m away', () => {
    const wgs84 = gridToWgs84(651_409.903, 313_177.27)
    expect(wgs84.latitude).toBeCloseTo(52.65798, 5)
    expect(wgs84.longitude).toBeCloseTo(1.71605, 5)
    expect(distanceKm(wgs84, gridToOsgb36(651_409.903, 313_177.27))).toBeGreaterThan(0.1)
  })
})
