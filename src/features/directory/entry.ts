import type { Json, Tables } from '@/lib/supabase/database.types'

/** The directories whose entries live in `public.directory_entries`. */
export const directoryKeys = ['communities', 'collectives', 'sports', 'schools', 'student_societies', 'media', 'businesses'] as const
export type DirectoryKey = (typeof directoryKeys)[number]

export const isDirectoryKey = (value: string): value is DirectoryKey => (directoryKeys as readonly string[]).includes(value)

export type EntryStatus = 'draft' | 'published' | 'archived'

/** The columns a visitor's page reads: everything but the bookkeeping of who changed what. */
export const publicEntryColumns = [
  'directory', 'slug', 'sort_order', 'name', 'summary', 'description', 'town', 'region', 'address',
  'leader_name', 'leader_title', 'email', 'phone', 'website', 'founded', 'details', 'last_verified_at', 'updated_at',
] as const satisfies readonly (keyof Tables<'directory_entries'>)[]

export type PublicEntry = Pick<Tables<'directory_entries'>, (typeof publicEntryColumns)[number]>

type Joined<Columns extends readonly string[]> = Columns extends readonly [infer First extends string, ...infer Rest extends string[]]
  ? Rest['length'] extends 0 ? First : `${First}, ${Joined<Rest>}`
  : ''

/** The columns as a `select` parameter; spelled as a literal type so supabase-js types the rows. */
export const publicEntrySelect = publicEntryColumns.join(', ') as Joined<typeof publicEntryColumns>

/** Who vouches for an entry's facts, shown on its detail page and in its JSON-LD. */
export type EntryTrust = { lastVerifiedAt: string | null; updatedAt: string }

export const trustOf = (entry: Pick<PublicEntry, 'last_verified_at' | 'updated_at'>): EntryTrust => ({
  lastVerifiedAt: entry.last_verified_at,
  updatedAt: entry.updated_at,
})

/** What a directory's codec writes for one of its items (the seed and the editor send these). */
export type EntryFields = Omit<PublicEntry, 'directory' | 'sort_order' | 'last_verified_at' | 'updated_at'>

/** The shared columns an editor form may offer (name and slug it always has). */
export type ColumnKey = 'summary' | 'description' | 'town' | 'region' | 'address' | 'leader_name' | 'leader_title' | 'email' | 'phone' | 'website' | 'founded'
export type ColumnField = { key: ColumnKey; label: string; required?: boolean }

/** A directory's own field, kept in `details`: how the editor asks for it and stores it. */
export type DetailField =
  | { key: string; label: string; kind: 'text' | 'url' | 'date'; required?: boolean }
  | { key: string; label: string; kind: 'list'; hint?: string }
  | { key: string; label: string; kind: 'count' | 'rating'; required?: boolean }
  | { key: string; label: string; kind: 'choice'; options: readonly { value: string; label: string }[] }

/** What the admin editor's form for a directory holds. */
export type EditorFields = {
  columns: readonly ColumnField[]
  details: readonly DetailField[]
  /** Details the form does not ask for, stored as they are for a new entry (an empty gallery). */
  defaults: Record<string, Json>
}

/** How one directory's items are stored as entries and read back. */
export type DirectoryCodec<Item, Key extends DirectoryKey> = {
  directory: Key
  /** The fields the admin editor offers for an entry of this directory. */
  editor: EditorFields
  /** The items compiled into the app: the prerendered snapshot and the seed's source. */
  embedded: readonly Item[]
  toEntry: (item: Item) => EntryFields
  /** The item an entry describes, or null when its details do not have the directory's shape. */
  fromEntry: (entry: PublicEntry) => Item | null
}

/** A directory's codec with what every caller derives from it. */
export type Directory<Item, Key extends DirectoryKey> = DirectoryCodec<Item, Key> & {
  /** The embedded items as entries, in the order the app lists them. */
  embeddedEntries: () => EntryFields[]
}

export const defineDirectory = <Item, Key extends DirectoryKey>(codec: DirectoryCodec<Item, Key>): Directory<Item, Key> => ({
  ...codec,
  embeddedEntries: () => codec.embedded.map((item) => codec.toEntry(item)),
})
