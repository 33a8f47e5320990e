import { describe, expect, it } from 'vitest'
import { formatDistance, formatKm, formatStraightLineDistance, sortedByDistanceStatus } from './format-distance'

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

describe('sortedByDistanceStatus', () => {
  it('counts results with Lithuanian plurals and names the origin', () => {
    expect(sortedByDistanceStatus(12, 'LS6')).toBe('12 rezultatų, surikiuota pagal atstumą nuo LS6')
    expect(sortedByDistanceStatus(1, 'LS6')).toBe('1 rezultatas, surikiuota pagal atstumą nuo LS6')
    expect(sortedByDistanceStatus(3, 'jūsų vietos')).toBe('3 rezultatai, surikiuota pagal atstumą nuo jūsų vietos')
  })

  it.each([
    [1, '1 mokykla'],
    [2, '2 mokyklos'],
    [9, '9 mokyklos'],
    [10, '10 mokyklų'],
    [20, '20 mokyklų'],
    [21, '21 mokykla'],
    [22, '22 mokyklos'],
  ])('counts %i as %s', (count, counted) => {
    const school = { one: 'mokykla', few: 'mokyklos', other: 'mokyklų' }
    expect(sortedByDistanceStatus(count, 'M1', school)).toBe(`${counted}, surikiuota pagal atstumą nuo M1`)
  })

  it('says when nothing was found', () => {
    expect(sortedByDistanceStatus(0, 'LS6')).toBe('Rezultatų nėra')
    expect(sortedByDistanceStatus(0, 'LS6', { one: 'bendruomenė', few: 'bendruomenės', other: 'bendruomenių' })).toBe('Bendruomenių nėra')
  })
})
