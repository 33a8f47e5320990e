import type { Collective, CollectiveType } from '@/data/collectives'
import { matchesQuery } from '@/lib/search'

export type CollectiveFilters = { q: string; vieta: string; tipas: '' | CollectiveType }

export function filterCollectives(items: readonly Collective[], { q, vieta, tipas }: CollectiveFilters): Collective[] {
  return items.filter(
    (c) => (!vieta || c.location === vieta) && (!tipas || c.type === tipas) && matchesQuery(q, [c.name, c.leader, c.location, c.description]),
  )
}
