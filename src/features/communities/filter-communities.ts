import type { Community, CommunityType } from '@/data/communities'
import { matchesQuery } from '@/lib/search'

export type CommunityFilters = { q: string; vieta: string; tipas: '' | CommunityType }

/** Text over name, location and the descriptive fields; exact location and type. */
export function filterCommunities(items: readonly Community[], { q, vieta, tipas }: CommunityFilters): Community[] {
  return items.filter(
    (c) =>
      (!vieta || c.location === vieta) &&
      (!tipas || c.type === tipas) &&
      matchesQuery(q, [c.name, c.location, c.description, c.fullDescription, c.leader, ...c.activities]),
  )
}
