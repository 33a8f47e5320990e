import { describe, expect, it } from 'vitest'
import { formatDistance, formatKm, formatStraightLineDistance, sortedByDistanceNote } from './format-distance'

/** Expected labels are written with plain spaces; the labels use no-break spaces. */
const nb = (text: string) => text.replaceAll(' ', '\u00a0')

describe('formatKm', () => {
  it.each([
    [0, '< 1 km'],
    [0.97, '< 1 km'],
    [1, '≈ 1,0 km'],
    [3.46, '≈ 3,5 km'],
    [9.94, '≈ 9,9 km'],
    // Rounding to 10,0 would show a decimal the band beyond 10 km does not have.
    [9.96, '≈ 10 km'],
    [12.4, '≈ 12 km'],
    [50.4, '≈ 50 km'],
    [58.2, '≈ 58 km'],
    [275.2, '≈ 275 km'],
    [1234.4, '≈ 1234 km'],
  ])('%f km → %s', (km, expected) => {
    expect(formatKm(km)).toBe(nb(expected))
  })
})

describe('formatDistance', () => {
  it.each([
    [0.4, '< 1 km (< 1 mi)'],
    // Miles come from the exact distance, at the km figure's precision.
    [3.5, '≈ 3,5 km (2,2 mi)'],
    [1.2, '≈ 1,2 km (0,7 mi)'],
    [12, '≈ 12 km (7 mi)'],
    [42.3, '≈ 42 km (26 mi)'],
    [58.2, '≈ 58 km (36 mi)'],
    [275.2, '≈ 275 km (171 mi)'],
  ])('%f km → %s', (km, expected) => {
    expect(formatDistance(km)).toBe(expected.split(' (').map(nb).join(' ('))
  })

  it('says the figure is a straight line, not a road', () => {
    expect(formatStraightLineDistance(58.2)).toBe(`${nb('≈ 58 km')} (${nb('36 mi')}) tiesiai`)
  })
})

describe('sortedByDistanceNote', () => {
  it('names the place the list is sorted from: a postcode, or the district of the visitor’s position', () => {
    expect(sortedByDistanceNote({ label: 'LS6 1AN', isMyLocation: false })).toBe('; surikiuota pagal atstumą tiesia linija nuo LS6 1AN')
    expect(sortedByDistanceNote({ label: 'LS6', isMyLocation: true })).toBe('; surikiuota pagal atstumą tiesia linija nuo jūsų vietos (LS6 rajone)')
  })
})
