import type { SportsClub } from '@/data/sports'
import { sportsTypeLabels } from '@/data/sports'
import { matchesQuery } from '@/lib/search'

export type SportsFilters = { q: string; vieta: string }

export function filterSports(items: readonly SportsClub[], { q, vieta }: SportsFilters): SportsClub[] {
  return items.filter(
    (s) => (!vieta || s.location === vieta) && matchesQuery(q, [s.name, s.sport, s.location, s.description, sportsTypeLabels[s.type]]),
  )
}
