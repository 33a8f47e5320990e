import { compareLt } from '@/lib/collate-lt'
import { distanceKm, type GeoPoint } from './distance'

/** Anything that may have a place: null or absent coordinates mean none (an online school). */
export type MaybePlaced = { latitude?: number | null; longitude?: number | null }

/** An item with its straight-line distance from the origin; null when it has no place. */
export type WithDistance<T> = T & { distanceKm: number | null }

type SortOptions<T> = {
  /** The name ties are ordered by, in Lithuanian alphabetical order. */
  nameOf: (item: T) => string
  /** Leaves out places farther than this many km; undefined keeps every distance. */
  withinKm?: number
}

function placeOf(item: MaybePlaced): GeoPoint | null {
  const { latitude, longitude } = item
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null
}

/**
 * Items nearest first, each with its `distanceKm`. Items without a place (online schools, entries
 * with no postcode yet) come last, in name order, with `distanceKm: null`, and a radius never
 * hides them: they are as close to everyone, and a visitor filtering by distance should still
 * learn they exist. Places at the same distance (often: two entries in one postcode district
 * share its centre) are in name order too.
 */
export function sortByDistance<T extends MaybePlaced>(items: readonly T[], origin: GeoPoint, { nameOf, withinKm }: SortOptions<T>): WithDistance<T>[] {
  return items
    .map((item): WithDistance<T> => {
      const place = placeOf(item)
      return { ...item, distanceKm: place ? distanceKm(origin, place) : null }
    })
    .filter((item) => withinKm === undefined || item.distanceKm === null || item.distanceKm <= withinKm)
    .sort((a, b) => {
      if (a.distanceKm !== b.distanceKm) {
        if (a.distanceKm === null) return 1
        if (b.distanceKm === null) return -1
        return a.distanceKm - b.distanceKm
      }
      return compareLt(nameOf(a), nameOf(b))
    })
}
