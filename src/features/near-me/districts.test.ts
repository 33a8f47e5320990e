import { describe, expect, it } from 'vitest'
import { createDistrictLookup, loadDistricts, parseDistrictTable } from './districts'
import { parsePostcode, type ParsedPostcode } from './parse-postcode'

const table = ['EC1,51.524,-0.1', 'EH10,55.921,-3.21', 'LS6,53.819,-1.567', 'W1,51.515,-0.142', 'W1B,51.514,-0.139'].join('\n')

const parsed = (input: string) => parsePostcode(input) as ParsedPostcode

describe('parseDistrictTable', () => {
  it('reads each line as a district and its centre', () => {
    const districts = parseDistrictTable(table)
    expect(districts.get('EH10')).toEqual({ outcode: 'EH10', latitude: 55.921, longitude: -3.21 })
    expect(districts.size).toBe(5)
  })
})

describe('createDistrictLookup', () => {
  const lookup = createDistrictLookup(table)

  it('finds a district by outward code or full postcode', () => {
    expect(lookup.resolve(parsed('ls6'))).toEqual({ outcode: 'LS6', latitude: 53.819, longitude: -1.567 })
    expect(lookup.resolve(parsed('LS6 1AN'))?.outcode).toBe('LS6')
  })

  it('prefers a sub-district it has', () => {
    expect(lookup.resolve(parsed('W1B 2QD'))?.outcode).toBe('W1B')
  })

  it('falls back from a sub-district it lacks to its district', () => {
    expect(lookup.resolve(parsed('EC1A 1BB'))).toEqual({ outcode: 'EC1', latitude: 51.524, longitude: -0.1 })
    expect(lookup.resolve(parsed('W1C'))?.outcode).toBe('W1')
  })

  it('finds the district nearest a point', () => {
    expect(lookup.nearest({ latitude: 53.82, longitude: -1.57 }).outcode).toBe('LS6')
    expect(lookup.nearest({ latitude: 51.5145, longitude: -0.1395 }).outcode).toBe('W1B')
  })

  it('gives null for a district it does not have', () => {
    expect(lookup.resolve(parsed('ZE9'))).toBeNull()
  })
})

describe('loadDistricts', () => {
  it('loads the generated table once and resolves real postcodes', async () => {
    const first = loadDistricts()
    expect(loadDistricts()).toBe(first)
    const districts = await first
    expect(districts.size).toBeGreaterThan(2800)
    expect(districts.resolve(parsed('LS6 1AN'))).toMatchObject({ outcode: 'LS6', latitude: expect.closeTo(53.819, 2), longitude: expect.closeTo(-1.567, 2) })
    expect(districts.resolve(parsed('BT1 1AA'))?.outcode).toBe('BT1')
  })
})
