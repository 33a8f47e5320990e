import type { Collective } from '@/features/collectives/collective'
import { matchesSlugOrId, slugify } from '@/lib/slug'

export const collectiveSlug = (collective: Collective) => slugify(collective.name)

export function findCollective(slugOrId: string, items: readonly Collective[]): Collective | undefined {
  return items.find((collective) => matchesSlugOrId(slugOrId, collective))
}
