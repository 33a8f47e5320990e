import { distanceKm, type GeoPoint } from './distance'
import { outcodeLookupOrder, type ParsedPostcode } from './parse-postcode'

/** A postcode district's centre, standing for every postcode in it. */
export type District = GeoPoint & {
  /** The outward code found, which may be the district a sub-district fell back to ('W1' for 'W1B'). */
  outcode: string
}

export type DistrictLookup = {
  /** The district of a parsed postcode, falling back from a sub-district; null when the table lacks it. */
  resolve: (parsed: Pick<ParsedPostcode, 'outcode'>) => District | null
  /** The district whose centre is nearest a point (the visitor's location, kept to the browser). */
  nearest: (point: GeoPoint) => District
  readonly size: number
}

/** Reads the table's lines, 'LS6,53.819,-1.567'. */
export function parseDistrictTable(table: string): Map<string, District> {
  const districts = new Map<string, District>()
  for (const line of table.split('\n')) {
    const [outcode, latitude, longitude] = line.split(',')
    if (!outcode) continue
    districts.set(outcode, { outcode, latitude: Number(latitude), longitude: Number(longitude) })
  }
  return districts
}

export function createDistrictLookup(table: string): DistrictLookup {
  const districts = parseDistrictTable(table)
  return {
    resolve: ({ outcode }) => {
      for (const code of outcodeLookupOrder(outcode)) {
        const district = districts.get(code)
        if (district) return district
      }
      return null
    },
    nearest: (point) => {
      let best: District | undefined
      let bestKm = Number.POSITIVE_INFINITY
      for (const district of districts.values()) {
        const km = distanceKm(point, district)
        if (km < bestKm) [best, bestKm] = [district, km]
      }
      if (!best) throw new Error('The district table is empty')
      return best
    },
    size: districts.size,
  }
}

let loading: Promise<DistrictLookup> | undefined

/**
 * The district table, fetched on first use: about 22 KB gzip that a page without a postcode
 * search never loads. One download per page; a failed one (offline) is tried again next time.
 */
export function loadDistricts(): Promise<DistrictLookup> {
  loading ??= import('./district-table').then(
    ({ districtTable }) => createDistrictLookup(districtTable),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}
