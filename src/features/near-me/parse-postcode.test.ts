import { describe, expect, it } from 'vitest'
import { outcodeLookupOrder, parsePostcode } from './parse-postcode'

describe('parsePostcode', () => {
  it.each([
    ['ls6', { outcode: 'LS6', full: null, display: 'LS6' }],
    ['LS6 1AN', { outcode: 'LS6', full: 'LS6 1AN', display: 'LS6 1AN' }],
    ['ls61an', { outcode: 'LS6', full: 'LS6 1AN', display: 'LS6 1AN' }],
    [' ec1a 1bb ', { outcode: 'EC1A', full: 'EC1A 1BB', display: 'EC1A 1BB' }],
    ['W1B 2QD', { outcode: 'W1B', full: 'W1B 2QD', display: 'W1B 2QD' }],
    ['SW1A2AA', { outcode: 'SW1A', full: 'SW1A 2AA', display: 'SW1A 2AA' }],
    ['BT1 1AA', { outcode: 'BT1', full: 'BT1 1AA', display: 'BT1 1AA' }],
    ['m1', { outcode: 'M1', full: null, display: 'M1' }],
    ['  L S 6  1 A N ', { outcode: 'LS6', full: 'LS6 1AN', display: 'LS6 1AN' }],
    ['ls6\u00a01an', { outcode: 'LS6', full: 'LS6 1AN', display: 'LS6 1AN' }],
  ])('%j → %j', (input, expected) => {
    expect(parsePostcode(input)).toEqual(expected)
  })

  it.each([
    ['XYZ'],
    ['12345'],
    ['ZZ'],
    [''],
    ['   '],
    ['Leeds'],
    // No area starts with Q, V or X; no inward code has C, I, K, M, O or V.
    ['Q1 1AA'],
    ['LS6 1AC'],
    // An inward code alone, or an outward code with half an inward one.
    ['1AN'],
    ['LS6 1A'],
    ['LS6 1ANN'],
  ])('%j is no postcode', (input) => {
    expect(parsePostcode(input)).toBeNull()
  })
})

describe('outcodeLookupOrder', () => {
  it('falls back from a sub-district to its district', () => {
    expect(outcodeLookupOrder('W1B')).toEqual(['W1B', 'W1'])
    expect(outcodeLookupOrder('EC1A')).toEqual(['EC1A', 'EC1'])
    expect(outcodeLookupOrder('SW1A')).toEqual(['SW1A', 'SW1'])
  })

  it('looks a plain district up alone', () => {
    expect(outcodeLookupOrder('LS6')).toEqual(['LS6'])
    expect(outcodeLookupOrder('LS26')).toEqual(['LS26'])
    expect(outcodeLookupOrder('M1')).toEqual(['M1'])
  })
})
