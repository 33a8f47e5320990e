import type { GeoPoint } from './distance'
import { sortByDistance } from './sort-by-distance'

export type Arranged<Item> = {
  /** Nearest first; items without a place last. */
  results: { item: Item; latitude: number | null; longitude: number | null; distanceKm: number | null }[]
  /** True when the radius left no place and the nearest one is shown anyway. */
  nearestBeyondRadius: boolean
}

type ArrangeOptions<Item> = {
  placeOf: (item: Item) => GeoPoint | null
  nameOf: (item: Item) => string
  withinKm?: number
}

/**
 * A list as sorted by distance from `origin`. A radius leaves out farther places but never all
 * of them: when none is within it, the nearest stays, flagged, so the visitor learns how far the
 * nearest is instead of meeting an empty page.
 */
export function arrangeByDistance<Item>(items: readonly Item[], origin: GeoPoint, { placeOf, nameOf, withinKm }: ArrangeOptions<Item>): Arranged<Item> {
  const placed = items.map((item) => {
    const place = placeOf(item)
    return { item, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null }
  })
  const sorted = sortByDistance(placed, origin, { nameOf: ({ item }) => nameOf(item) })
  if (withinKm === undefined) return { results: sorted, nearestBeyondRadius: false }
  const within = sorted.filter((result) => result.distanceKm === null || result.distanceKm <= withinKm)
  const nearest = sorted[0]
  if (nearest && nearest.distanceKm !== null && !within.some((result) => result.distanceKm !== null)) {
    return { results: [nearest, ...within], nearestBeyondRadius: true }
  }
  return { results: within, nearestBeyondRadius: false }
}
