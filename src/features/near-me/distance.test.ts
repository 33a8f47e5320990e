import { describe, expect, it } from 'vitest'
import { distanceKm } from './distance'

// District centres (gibbs/uk-postcodes, CC0).
const ls6 = { latitude: 53.81928, longitude: -1.56704 }
const sw1a = { latitude: 51.50265, longitude: -0.13111 }
const m1 = { latitude: 53.47734, longitude: -2.23508 }

describe('distanceKm', () => {
  it('measures Leeds (LS6) to Westminster (SW1A) as about 275 km', () => {
    expect(distanceKm(ls6, sw1a)).toBeCloseTo(275.2, 0)
  })

  it('measures Leeds (LS6) to Manchester (M1) as about 58 km', () => {
    expect(distanceKm(ls6, m1)).toBeCloseTo(58.2, 0)
  })

  it('is the same both ways and zero from a place to itself', () => {
    expect(distanceKm(sw1a, ls6)).toBeCloseTo(distanceKm(ls6, sw1a), 9)
    expect(distanceKm(ls6, ls6)).toBe(0)
  })

  it('gives half the Earth’s circumference for antipodes', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * 6371.0088, 6)
  })
})
