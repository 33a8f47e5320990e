import { communities, type Community } from '@/data/communities'
import { matchesSlugOrId } from '@/lib/slug'

/** SPEC §2: the id in the URL matches the community id or any slug form of its name. */
export function findCommunity(slugOrId: string): Community | undefined {
  return communities.find((community) => matchesSlugOrId(slugOrId, community))
}
