import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readDistricts } from '../../../scripts/postcodes/district-csv.mjs'
import { districtTable } from './district-table'
import { parseDistrictTable } from './districts'
import { parsePostcode } from './parse-postcode'

// Not new URL(…, import.meta.url): Vite rewrites that form into an asset URL.
const csvPath = join(dirname(fileURLToPath(import.meta.url)), '../../../supabase/data/postcode-districts.csv')
const regenerate = 'run `node scripts/near-me/write-district-module.mjs` to write src/features/near-me/district-table.ts from it'

function readCsv() {
  if (!existsSync(csvPath)) throw new Error(`${csvPath} is missing: the district table is generated from it`)
  return readDistricts(readFileSync(csvPath, 'utf8'))
}

describe('the browser’s district table (district-table.ts)', () => {
  const districts = parseDistrictTable(districtTable)

  it(`has every district of supabase/data/postcode-districts.csv, and no other (else ${regenerate})`, () => {
    const expected = readCsv().map((row) => row.outcode)
    expect([...districts.keys()].sort(), regenerate).toEqual(expected.sort())
  })

  it(`has each district's centre to 3 decimals, as the CSV does (else ${regenerate})`, () => {
    const mismatched = readCsv().filter((row) => {
      const district = districts.get(row.outcode)
      return (
        !district ||
        Math.abs(district.latitude - row.latitude) > 0.0005 + 1e-9 ||
        Math.abs(district.longitude - row.longitude) > 0.0005 + 1e-9
      )
    })
    expect(mismatched.map((row) => row.outcode), regenerate).toEqual([])
  })

  it('has only outward codes a visitor can type', () => {
    expect([...districts.keys()].filter((outcode) => parsePostcode(outcode)?.outcode !== outcode)).toEqual([])
  })

  it('places every district in or around the UK', () => {
    const outside = [...districts.values()].filter(({ latitude, longitude }) => latitude < 49.1 || latitude > 60.9 || longitude < -8.7 || longitude > 1.8)
    expect(outside.map((district) => district.outcode)).toEqual([])
  })
})
