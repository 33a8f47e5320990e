import { paths } from '@/app/paths'
import { organizationCategories, organizations, type OrganizationCategory } from '@/data/organizations'
import { directories } from '@/features/directory/definitions'
import { directoryPages } from '@/features/directory/directory-pages'
import type { DirectoryKey, DirectorySearch } from '@/features/directory/entry'
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
  fields: ReadonlyArray<string | null | undefined>
  /** Words for the kind of entry, which the assistant also matches (the search does not). */
  keywords?: string
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

/** What the search needs of a directory's definition: how it is searched, and each item's slug. */
type Searchable<Item> = { search: DirectorySearch<Item>; toEntry: (item: Item) => { slug: string } }

/** A directory's items as search hits, linking to each item's page by the slug its definition gives it. */
function directoryHits<Item extends { name: string }>(
  key: DirectoryKey,
  { search, toEntry }: Searchable<Item>,
  detailPath: (slug: string) => string,
  items: readonly Item[],
): SearchEntry[] {
  return items.map((item) => {
    const { slug } = toEntry(item)
    return {
      key: `${key}-${slug}`,
      title: item.name,
      subtitle: search.subtitle(item),
      label: search.label,
      href: detailPath(slug),
      fields: search.fields(item),
      keywords: search.keywords,
    }
  })
}

/** Every entry of the catalogue's directories as a hit, as each directory's definition describes it. */
export function catalogueHits(catalogue: Catalogue): SearchEntry[] {
  return [
    ...directoryHits('communities', directories.communities, directoryPages.communities.detail.path, catalogue.communities),
    ...directoryHits('collectives', directories.collectives, directoryPages.collectives.detail.path, catalogue.collectives),
    ...directoryHits('sports', directories.sports, directoryPages.sports.detail.path, catalogue.sports),
    ...directoryHits('schools', directories.schools, directoryPages.schools.detail.path, catalogue.schools),
  ]
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
    ...catalogueHits({ ...catalogue, communities: catalogue.communities.filter((c) => !namedByOrganizations.has(c.id)) }),
  ]
}
