import { directories } from '@/features/directory/definitions'
import { directoryPages } from '@/features/directory/directory-pages'
import type { DirectoryKey, DirectorySearch } from '@/features/directory/entry'
import type { Catalogue } from '@/features/directory/live/load-catalogue'
import { placeHits } from './place-hits'
import { MAX_RESULTS, runSearch } from './run-search'

export type SearchEntry = {
  key: string
  title: string
  subtitle?: string
  /** The result's label: Bendruomenė, Kolektyvas, Sportas, Mokykla (each directory's own). */
  label: string
  href: string
  /** The fields the query is matched against, per kind. */
  fields: ReadonlyArray<string | null | undefined>
  /** Words for the kind of entry, which the assistant also matches (the search does not). */
  keywords?: string
}

/** What the search needs of a directory's definition: how it is searched, and each item's slug. */
type Searchable<Item> = { search: DirectorySearch<Item>; toEntry: (item: Item) => { slug: string } }

/** A directory's items as search hits, linking to each item's page by the slug its definition gives it. */
function directoryHits<Item extends { name: string }>(
  key: DirectoryKey,
  { search, toEntry }: Searchable<Item>,
  detailPath: (slug: string) => string,
  items: readonly Item[],
  otherWords: readonly (string | null)[] = [],
): SearchEntry[] {
  return items.map((item, index) => {
    const { slug } = toEntry(item)
    return {
      key: `${key}-${slug}`,
      title: item.name,
      subtitle: search.subtitle(item),
      label: search.label,
      href: detailPath(slug),
      // The entry's words in the other language too: 'Saturday school' finds a šeštadieninė mokykla.
      fields: [...search.fields(item), otherWords[index]],
      keywords: search.keywords,
    }
  })
}

/** Every entry of the catalogue's directories as a hit, as each directory's definition describes it. */
export function catalogueHits(catalogue: Catalogue): SearchEntry[] {
  return [
    ...directoryHits('communities', directories.communities, directoryPages.communities.detail.path, catalogue.communities, catalogue.otherWords?.communities),
    ...directoryHits('collectives', directories.collectives, directoryPages.collectives.detail.path, catalogue.collectives, catalogue.otherWords?.collectives),
    ...directoryHits('sports', directories.sports, directoryPages.sports.detail.path, catalogue.sports, catalogue.otherWords?.sports),
    ...directoryHits('schools', directories.schools, directoryPages.schools.detail.path, catalogue.schools, catalogue.otherWords?.schools),
  ]
}

/**
 * Everything the global search can find: the published entries of the directories with pages
 * of their own, read from the database (an entry added a moment ago is found, an archived one
 * is not).
 */
export function buildSearchIndex(catalogue: Catalogue): SearchEntry[] {
  return catalogueHits(catalogue)
}

/**
 * What a query finds: the places a postcode names first, then the matching entries, articles and
 * coming events (`more`, each kind as its hits).
 */
export function searcherFor(catalogue: Catalogue, more: readonly SearchEntry[] = []): (query: string) => SearchEntry[] {
  const index = [...buildSearchIndex(catalogue), ...more]
  return (query) => [...placeHits(query), ...runSearch(index, query)].slice(0, MAX_RESULTS)
}
