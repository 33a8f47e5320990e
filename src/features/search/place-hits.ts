import { paths } from '@/app/paths'
import { parsePostcode } from '@/features/near-me/parse-postcode'
import { m } from '@/paraglide/messages'
import type { SearchEntry } from './search-index'

/** The lists that sort by distance, as a postcode search offers them (titles in the page's language). */
const nearLists = [
  { key: 'schools', title: m.info_search_near_schools, path: paths.schools.list },
  { key: 'communities', title: m.info_search_near_communities, path: paths.communities.list },
  { key: 'events', title: m.info_search_near_events, path: paths.events },
  { key: 'collectives', title: m.info_search_near_collectives, path: paths.collectives.list },
  { key: 'sports', title: m.info_search_near_sports, path: paths.sports.list },
]

/**
 * A query that is a postcode or its first part ('ls6', 'LS6 1AN') is a place: it finds the lists
 * sorted by distance from it, each opening with the place in its address.
 */
export function placeHits(query: string): SearchEntry[] {
  const place = parsePostcode(query)
  if (!place) return []
  return nearLists.map(({ key, title, path }) => ({
    key: `near-${key}`,
    title: m.info_search_near_title({ list: title(), place: place.display }),
    subtitle: m.info_search_near_subtitle(),
    label: m.info_search_near_label(),
    href: `${path}?${new URLSearchParams({ netoli: place.display })}`,
    fields: [],
  }))
}
