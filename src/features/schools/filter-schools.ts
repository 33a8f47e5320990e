import type { School } from '@/data/schools'
import { matchesQuery } from '@/lib/search'

export type SchoolFilters = { q: string; regionas: string }

export function filterSchools(items: readonly School[], { q, regionas }: SchoolFilters): School[] {
  return items.filter((s) => (!regionas || s.region === regionas) && matchesQuery(q, [s.name, s.region, s.director]))
}
