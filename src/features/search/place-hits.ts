import { paths } from '@/app/paths'
import { parsePostcode } from '@/features/near-me/parse-postcode'
import type { SearchEntry } from './search-index'

/** The lists that sort by distance, as a postcode search offers them. */
const nearLists = [
  { key: 'schools', title: 'Lituanistinės mokyklos ir darželiai', path: paths.schools.list },
  { key: 'communities', title: 'Bendruomenės', path: paths.communities.list },
  { key: 'events', title: 'Renginiai', path: paths.events },
  { key: 'collectives', title: 'Meno kolektyvai', path: paths.collectives.list },
  { key: 'sports', title: 'Sporto klubai', path: paths.sports.list },
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
    title: `${title} netoli ${place.display}`,
    subtitle: 'Nuo artimiausių, su atstumu',
    label: 'Netoliese',
    href: `${path}?${new URLSearchParams({ netoli: place.display })}`,
    fields: [],
  }))
}
