import type { ReactNode } from 'react'
import type { DirectoryItem } from '../definitions'
import type { DirectoryKey } from '../entry'

/** What a detail page's side column shows besides the contacts card's trust line. */
export type DetailAsideContent = { contacts: ReactNode; meetingTime?: string; nextEvent?: string; eventDate?: string }

/** Everything a directory's entry page shows: the one detail kit renders it. */
export type DirectoryDetailDefinition<Key extends DirectoryKey> = {
  directory: Key
  /** The entry the URL's slug names, among the items shown. */
  find: (slug: string, items: readonly DirectoryItem<Key>[]) => DirectoryItem<Key> | undefined
  /** The entry's own address (its canonical URL). */
  path: (item: DirectoryItem<Key>) => string
  list: { path: string; backLabel?: string }
  /** When no published entry has the slug. */
  missing: { title: string; backLabel: string }
  description: (item: DirectoryItem<Key>) => string
  /** schema.org facts beyond name, description and dateModified, starting with its `@type`. */
  jsonLd: (item: DirectoryItem<Key>) => { '@type': string } & Record<string, unknown>
  hero: (item: DirectoryItem<Key>) => { badges: readonly ReactNode[]; facts: ReactNode; logo?: ReactNode; extra?: ReactNode }
  /** The main column's sections. */
  main: (item: DirectoryItem<Key>) => ReactNode
  aside: (item: DirectoryItem<Key>) => DetailAsideContent
}
