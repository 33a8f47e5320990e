import type { DirectoryItem } from '../definitions'
import { loadPublishedItems } from './load-published'

/** The directories the global search and the assistant look through. */
export type Catalogue = {
  communities: readonly DirectoryItem<'communities'>[]
  collectives: readonly DirectoryItem<'collectives'>[]
  sports: readonly DirectoryItem<'sports'>[]
  schools: readonly DirectoryItem<'schools'>[]
  /** Each directory's items' words in the other language, in the same order (the search matches them too). */
  otherWords?: Partial<Record<CatalogueKey, readonly (string | null)[]>>
}

export type CatalogueKey = 'communities' | 'collectives' | 'sports' | 'schools'

const maxAgeMs = 60_000
let last: { at: number; catalogue: Promise<Catalogue> } | null = null

/**
 * The published entries of those directories, read once a minute at most: a search typed
 * letter by letter, or a conversation, asks the API once. Rejects when the API cannot be
 * reached; callers keep the catalogue compiled into the app then.
 */
export function loadPublishedCatalogue(now = Date.now()): Promise<Catalogue> {
  if (!last || now - last.at > maxAgeMs) {
    const catalogue = Promise.all([
      loadPublishedItems('communities'),
      loadPublishedItems('collectives'),
      loadPublishedItems('sports'),
      loadPublishedItems('schools'),
    ]).then(([communities, collectives, sports, schools]) => ({
      communities: communities.items,
      collectives: collectives.items,
      sports: sports.items,
      schools: schools.items,
      otherWords: { communities: communities.otherWords, collectives: collectives.otherWords, sports: sports.otherWords, schools: schools.otherWords },
    }))
    last = { at: now, catalogue }
    // A failed read is not kept: the next question asks again.
    catalogue.catch(() => {
      if (last?.catalogue === catalogue) last = null
    })
  }
  return last.catalogue
}
