import type { Community } from '@/features/communities/community'
import { matchesSlugOrId } from '@/lib/slug'

/** The id in the URL matches the community id or any slug form of its name. */
export function findCommunity(slugOrId: string, items: readonly Community[]): Community | undefined {
  return items.find((community) => matchesSlugOrId(slugOrId, community))
}
