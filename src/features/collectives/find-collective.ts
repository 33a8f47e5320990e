import { collectives, type Collective } from '@/data/collectives'
import { matchesSlugOrId, slugify } from '@/lib/slug'

export const collectiveSlug = (collective: Collective) => slugify(collective.name)

export function findCollective(slugOrId: string): Collective | undefined {
  return collectives.find((collective) => matchesSlugOrId(slugOrId, collective))
}
