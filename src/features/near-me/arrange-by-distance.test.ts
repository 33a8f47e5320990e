import { describe, expect, it } from 'vitest'
import { arrangeByDistance } from './arrange-by-distance'

const leeds = { latitude: 53.819, longitude: -1.567 }
const items = [
  { name: 'Londono mokykla', place: { latitude: 51.501, longitude: -0.141 } },
  { name: 'Virtuali mokykla', place: null },
  { name: 'Mančesterio mokykla', place: { latitude: 53.48, longitude: -2.24 } },
  { name: 'Lidso mokykla', place: { latitude: 53.8, longitude: -1.55 } },
]
const options = { placeOf: (item: (typeof items)[number]) => item.place, nameOf: (item: (typeof items)[number]) => item.name }
const names = (arranged: ReturnType<typeof arrangeByDistance<(typeof items)[number]>>) => arranged.results.map(({ item }) => item.name)

describe('arrangeByDistance', () => {
  it('puts the nearest first and a school without a place last', () => {
    const arranged = arrangeByDistance(items, leeds, options)
    expect(names(arranged)).toEqual(['Lidso mokykla', 'Mančesterio mokykla', 'Londono mokykla', 'Virtuali mokykla'])
    expect(arranged.results[1]!.distanceKm).toBeCloseTo(58, 0)
    expect(arranged.results[3]!.distanceKm).toBeNull()
    expect(arranged.nearestBeyondRadius).toBe(false)
  })

  it('leaves out places beyond the radius, never those without a place', () => {
    expect(names(arrangeByDistance(items, leeds, { ...options, withinKm: 100 }))).toEqual(['Lidso mokykla', 'Mančesterio mokykla', 'Virtuali mokykla'])
  })

  it('keeps the nearest place, flagged, when none is within the radius', () => {
    const aberdeen = { latitude: 57.14, longitude: -2.1 }
    const arranged = arrangeByDistance(items, aberdeen, { ...options, withinKm: 10 })
    expect(names(arranged)).toEqual(['Lidso mokykla', 'Virtuali mokykla'])
    expect(arranged.nearestBeyondRadius).toBe(true)
  })
})
