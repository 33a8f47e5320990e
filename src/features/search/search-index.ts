import { paths } from '@/app/paths'
import { collectives } from '@/data/collectives'
import { organizationCategories, organizations, type OrganizationCategory } from '@/data/organizations'
import { schools } from '@/data/schools'
import { sportsClubs, sportsTypeLabels } from '@/data/sports'
import { collectiveTypeLabels } from '@/data/collectives'
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

/** Everything the global search can find; loaded with import() on first use. */
export const searchIndex: readonly SearchEntry[] = [
  ...organizations.map((o) => ({
    key: `org-${o.id}`,
    title: o.name,
    subtitle: o.location,
    label: categoryLabels[o.category],
    href: organizationHref(o.category, o.name),
    fields: [o.name, o.category, organizationCategories[o.category], o.location, o.subcategory, o.leaderName],
  })),
  ...collectives.map((c) => ({
    key: `collective-${c.id}`,
    title: c.name,
    subtitle: c.location,
    label: 'Menas',
    href: paths.collectives.detail(slugify(c.name)),
    fields: [c.name, c.type, collectiveTypeLabels[c.type], c.location, c.leader, c.description],
  })),
  ...sportsClubs.map((s) => ({
    key: `sports-${s.id}`,
    title: s.name,
    subtitle: s.location,
    label: 'Sportas',
    href: paths.sports.detail(s.slug),
    fields: [s.name, s.sport, s.location, s.description, s.type, sportsTypeLabels[s.type]],
  })),
  ...schools.map((s) => ({
    key: `school-${s.id}`,
    title: s.name,
    subtitle: s.region,
    label: 'Mokykla',
    href: paths.schools.detail(s.id),
    fields: [s.name, s.region, s.director, s.address],
  })),
]
