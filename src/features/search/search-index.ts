import { paths } from '@/app/paths'
import { collectiveTypeLabels } from '@/data/collectives'
import { organizationCategories, organizations, type OrganizationCategory } from '@/data/organizations'
import { sportsTypeLabels } from '@/data/sports'
import { embeddedCatalogue } from '@/features/directory/embedded-catalogue'
import type { Catalogue } from '@/features/directory/live/load-catalogue'
import { slugify } from '@/lib/slug'

export type SearchEntry = {
  key: string
  title: string
  subtitle?: string
  /** The result's label: Bendruomenė, Mokykla, Menas, Sielovada, Sportas, Studentai, Žiniasklaida. */
  label: string
  href: string
  /** The fields the query is matched against, per kind. */
  fields: Array<string | undefined>
}

const categoryLabels: Record<OrganizationCategory, string> = {
  bendruomenes: 'Bendruomenė',
  mokyklos: 'Mokykla',
  menas: 'Menas',
  sielovada: 'Sielovada',
  sportas: 'Sportas',
  studentai: 'Studentai',
  ziniasklaida: 'Žiniasklaida',
}

/** Where an organisation hit leads, by category. */
export function organizationHref(category: OrganizationCategory, name: string): string {
  switch (category) {
    case 'bendruomenes':
      return paths.communities.detail(slugify(name))
    case 'mokyklos':
      return paths.schools.list
    case 'menas':
      return paths.collectives.list
    case 'sportas':
      return paths.sports.list
    case 'studentai':
      return paths.studentSocieties
    case 'ziniasklaida':
      return paths.media
    default:
      return paths.communities.list
  }
}

/**
 * Everything the global search can find in a catalogue: the organisation list, and each
 * directory's entries. An organisation that is a community is found only while that community
 * is in the catalogue (published); a community the organisation list does not name is added.
 */
export function buildSearchIndex(catalogue: Catalogue): SearchEntry[] {
  const communityIds = new Set(catalogue.communities.map((c) => c.id))
  const organizationEntries = organizations
    .filter((o) => o.category !== 'bendruomenes' || communityIds.has(slugify(o.name)))
    .map((o) => ({
      key: `org-${o.id}`,
      title: o.name,
      subtitle: o.location,
      label: categoryLabels[o.category],
      href: organizationHref(o.category, o.name),
      fields: [o.name, o.category, organizationCategories[o.category], o.location, o.subcategory, o.leaderName],
    }))
  const namedByOrganizations = new Set(organizations.map((o) => slugify(o.name)))
  return [
    ...organizationEntries,
    ...catalogue.communities
      .filter((c) => !namedByOrganizations.has(c.id))
      .map((c) => ({
        key: `community-${c.id}`,
        title: c.name,
        subtitle: c.location,
        label: categoryLabels.bendruomenes,
        href: paths.communities.detail(c.id),
        fields: [c.name, c.location, c.leader],
      })),
    ...catalogue.collectives.map((c) => ({
      key: `collective-${c.id}`,
      title: c.name,
      subtitle: c.location,
      label: 'Menas',
      href: paths.collectives.detail(slugify(c.name)),
      fields: [c.name, c.type, collectiveTypeLabels[c.type], c.location, c.leader, c.description],
    })),
    ...catalogue.sports.map((s) => ({
      key: `sports-${s.id}`,
      title: s.name,
      subtitle: s.location,
      label: 'Sportas',
      href: paths.sports.detail(s.slug),
      fields: [s.name, s.sport, s.location, s.description, s.type, sportsTypeLabels[s.type]],
    })),
    ...catalogue.schools.map((s) => ({
      key: `school-${s.id}`,
      title: s.name,
      subtitle: s.region,
      label: 'Mokykla',
      href: paths.schools.detail(s.id),
      fields: [s.name, s.region, s.director, s.address],
    })),
  ]
}

/** The index of the embedded catalogue; loaded with import() on first use. */
export const searchIndex: readonly SearchEntry[] = buildSearchIndex(embeddedCatalogue)
