// node scripts/postcodes/districts-from-onspd.mjs <ONSPD_MMM_YYYY_UK.csv>: rewrites
// supabase/data/postcode-districts.csv from the ONS Postcode Directory (supabase/data/README.md
// says where to get it, its licence and what to do next). Each Great Britain district's centre
// becomes the mean of its live postcodes' coordinates (as postcodes.io computes its outcodes);
// every other row is kept as it is: Northern Ireland's (BT, whose ONSPD data is not under the
// Open Government Licence for commercial use), the Crown dependencies', and any district ONSPD
// has no live postcode for. Reads the file line by line: the whole directory is over 1 GB.
import { createReadStream, readFileSync, writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { districtCsv, parseCsv, readDistricts } from './district-csv.mjs'

/** @typedef {import('./district-csv.mjs').District} District */

/** ONSPD's country codes for Great Britain. */
const GREAT_BRITAIN = /** @type {Record<string, string>} */ ({ E92000001: 'ENG', S92000003: 'SCT', W92000004: 'WLS' })

/** @param {number} value @param {number} places */
const rounded = (value, places) => Number(value.toFixed(places))

/** @param {string} line @returns {string[]} */
const fields = (line) => (line.includes('"') ? (parseCsv(line)[0] ?? []) : line.split(','))

/**
 * The districts of `current` with each Great Britain district recomputed from ONSPD's lines,
 * plus the districts ONSPD has that `current` lacks (without a town: fill it in by hand).
 * @param {AsyncIterable<string> | Iterable<string>} lines the ONSPD CSV's lines, header first
 * @param {readonly District[]} current
 * @returns {Promise<{ districts: District[], kept: string[], added: string[] }>}
 */
export async function districtsFromOnspd(lines, current) {
  /** @type {Map<string, { latitude: number, longitude: number, eastings: number, northings: number, count: number, countries: Map<string, number> }>} */
  const sums = new Map()
  /** @type {Record<string, number> | null} */
  let column = null
  for await (const line of lines) {
    if (line.trim() === '') continue
    const record = fields(line)
    if (!column) {
      column = Object.fromEntries(record.map((name, index) => [name.trim().toLowerCase(), index]))
      for (const name of ['pcds', 'doterm', 'osgrdind', 'oseast1m', 'osnrth1m', 'ctry', 'lat', 'long']) {
        if (column[name] === undefined) throw new Error(`ONSPD: no column ${name}`)
      }
      continue
    }
    const country = GREAT_BRITAIN[record[column.ctry]]
    // Live postcodes of Great Britain with a grid reference (indicator 9: none; 99.999999: no latitude).
    if (!country || record[column.doterm] !== '' || record[column.osgrdind] === '9' || record[column.lat] === '99.999999') continue
    const outcode = record[column.pcds].split(' ')[0]
    const sum = sums.get(outcode) ?? { latitude: 0, longitude: 0, eastings: 0, northings: 0, count: 0, countries: new Map() }
    sum.latitude += Number(record[column.lat])
    sum.longitude += Number(record[column.long])
    sum.eastings += Number(record[column.oseast1m])
    sum.northings += Number(record[column.osnrth1m])
    sum.count += 1
    sum.countries.set(country, (sum.countries.get(country) ?? 0) + 1)
    sums.set(outcode, sum)
  }

  const towns = new Map(current.map((d) => [d.outcode, d.town]))
  /** @type {District[]} */
  const recomputed = [...sums].map(([outcode, sum]) => ({
    outcode,
    latitude: rounded(sum.latitude / sum.count, 5),
    longitude: rounded(sum.longitude / sum.count, 5),
    eastings: Math.round(sum.eastings / sum.count),
    northings: Math.round(sum.northings / sum.count),
    town: towns.get(outcode) ?? null,
    // A district across a border (CH, SY, TD…) takes the country of most of its postcodes.
    country: [...sum.countries].sort((a, b) => b[1] - a[1])[0][0],
  }))
  const keptRows = current.filter((d) => !sums.has(d.outcode))
  const districts = [...recomputed, ...keptRows].sort((a, b) => (a.outcode < b.outcode ? -1 : a.outcode > b.outcode ? 1 : 0))
  return {
    districts,
    kept: keptRows.map((d) => d.outcode),
    added: recomputed.filter((d) => !towns.has(d.outcode)).map((d) => d.outcode),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const onspd = process.argv[2]
  if (!onspd) {
    console.error('Usage: node scripts/postcodes/districts-from-onspd.mjs <ONSPD_MMM_YYYY_UK.csv>')
    process.exit(1)
  }
  const target = fileURLToPath(new URL('../../supabase/data/postcode-districts.csv', import.meta.url))
  const lines = createInterface({ input: createReadStream(onspd, 'utf8'), crlfDelay: Infinity })
  const { districts, kept, added } = await districtsFromOnspd(lines, readDistricts(readFileSync(target, 'utf8')))
  writeFileSync(target, districtCsv(districts))
  console.log(`${target}: ${districts.length} districts, ${districts.length - kept.length} from ONSPD`)
  console.log(`Kept as they were (${kept.length}): ${kept.join(' ')}`)
  console.log(`New, without a town (${added.length}): ${added.join(' ')}`)
}
