import { describe, expect, it } from 'vitest'
import { sortByDistance } from './sort-by-distance'

const leeds = { latitude: 53.81928, longitude: -1.56704 }

type Entry = { name: string; latitude?: number | null; longitude?: number | null }

const entries: Entry[] = [
  { name: 'Londono mokykla', latitude: 51.50265, longitude: -0.13111 },
  { name: 'Virtuali mokykla', latitude: null, longitude: null },
  { name: 'Mančesterio mokykla', latitude: 53.47734, longitude: -2.23508 },
  { name: 'Anglijos nuotolinė mokykla' },
  // Two entries in one district share its centre: a tie.
  { name: 'Šiaurės Lidso choras', latitude: 53.81928, longitude: -1.56704 },
  { name: 'Lidso bendruomenė', latitude: 53.81928, longitude: -1.56704 },
]

const names = (items: readonly Entry[]) => items.map((item) => item.name)

describe('sortByDistance', () => {
  it('puts the nearest first, places without coordinates last, and breaks ties in Lithuanian order', () => {
    const sorted = sortByDistance(entries, leeds, { nameOf: (entry) => entry.name })
    expect(names(sorted)).toEqual([
      'Lidso bendruomenė',
      'Šiaurės Lidso choras',
      'Mančesterio mokykla',
      'Londono mokykla',
      'Anglijos nuotolinė mokykla',
      'Virtuali mokykla',
    ])
  })

  it('adds each distance in km, and null for an item without a place', () => {
    const sorted = sortByDistance(entries, leeds, { nameOf: (entry) => entry.name })
    expect(sorted.map((entry) => (entry.distanceKm === null ? null : Math.round(entry.distanceKm)))).toEqual([0, 0, 58, 275, null, null])
  })

  it('orders ties by Lithuanian letters: Š after S', () => {
    const here = { latitude: 1, longitude: 1 }
    const tied = ['Šilas', 'Sodas', 'Tiltas'].map((name) => ({ name, ...here }))
    expect(names(sortByDistance(tied, here, { nameOf: (entry) => entry.name }))).toEqual(['Sodas', 'Šilas', 'Tiltas'])
  })

  it('leaves out places beyond the radius but keeps those without a place', () => {
    const sorted = sortByDistance(entries, leeds, { nameOf: (entry) => entry.name, withinKm: 100 })
    expect(names(sorted)).toEqual(['Lidso bendruomenė', 'Šiaurės Lidso choras', 'Mančesterio mokykla', 'Anglijos nuotolinė mokykla', 'Virtuali mokykla'])
  })

  it('leaves the items it was given as they were', () => {
    const copy = structuredClone(entries)
    sortByDistance(entries, leeds, { nameOf: (entry) => entry.name })
    expect(entries).toEqual(copy)
  })
})
