import { directoryKeys, type DirectoryKey, type EntryFields } from './entry'
import { directories } from './definitions'
import { embeddedItems } from './embedded-items'

/** An embedded item as a `directory_entries` row: published, placed where the app lists it. */
export type EmbeddedRow = EntryFields & { directory: DirectoryKey; status: 'published'; sort_order: number }

/** One directory's embedded items as entries, in the order the app lists them. */
export function embeddedEntriesOf(directory: DirectoryKey): EntryFields[] {
  // Each directory's items have its own codec's type (embeddedItems is typed by key); indexing
  // both by a key the compiler cannot narrow loses that pairing.
  const codec = directories[directory] as unknown as { toEntry: (item: unknown) => EntryFields }
  return embeddedItems[directory].map((item) => codec.toEntry(item))
}

/** One directory's embedded items as rows, in the order the app lists them. */
export function embeddedRowsOf(directory: DirectoryKey): EmbeddedRow[] {
  return embeddedEntriesOf(directory).map((entry, index) => ({ ...entry, directory, status: 'published', sort_order: index + 1 }))
}

/** Every embedded item of every directory as a row: what the seed writes. */
export function embeddedRows(): EmbeddedRow[] {
  return directoryKeys.flatMap(embeddedRowsOf)
}
