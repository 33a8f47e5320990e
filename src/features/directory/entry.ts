import { env } from '@/lib/env'
import type { Json, Tables } from '@/lib/supabase/database.types'
import type { publicEntryColumns } from './public-entry-columns'

/** The directories whose entries live in `public.directory_entries`. */
export const directoryKeys = ['communities', 'collectives', 'sports', 'schools', 'student_societies', 'media', 'businesses'] as const
export type DirectoryKey = (typeof directoryKeys)[number]

export const isDirectoryKey = (value: string): value is DirectoryKey => (directoryKeys as readonly string[]).includes(value)

export type EntryStatus = 'draft' | 'published' | 'archived'

/** An entry as a visitor's page reads it (`publicEntryColumns`). */
export type PublicEntry = Pick<Tables<'directory_entries'>, (typeof publicEntryColumns)[number]>

/**
 * A file of the media library by its path in the public `admin-media` bucket. Spelled out
 * rather than asked of supabase-js, which public pages do not load.
 */
export const adminMediaUrl = (path: string): string => `${env.supabaseUrl}/storage/v1/object/public/admin-media/${path}`

/**
 * What an administrator adds to an entry's facts, read with the published entry: when it was
 * checked and changed (its detail page and JSON-LD say so) and its logo from the media library.
 */
export type EntryTrust = { lastVerifiedAt: string | null; updatedAt: string; logoUrl?: string }

export const trustOf = (entry: Pick<PublicEntry, 'last_verified_at' | 'updated_at' | 'logo_path'>): EntryTrust => ({
  lastVerifiedAt: entry.last_verified_at,
  updatedAt: entry.updated_at,
  ...(entry.logo_path ? { logoUrl: adminMediaUrl(entry.logo_path) } : {}),
})

/**
 * What a directory's codec writes for one of its items (the seed and the editor send these).
 * The logo and the place are the editor's alone: an item has neither.
 */
export type EntryFields = Omit<PublicEntry, 'id' | 'directory' | 'sort_order' | 'last_verified_at' | 'updated_at' | 'logo_path' | 'postcode' | 'latitude' | 'longitude'>

/** The shared columns an editor form may offer (name and slug it always has). */
export type ColumnKey = 'summary' | 'description' | 'town' | 'region' | 'address' | 'postcode' | 'latitude' | 'longitude' | 'leader_name' | 'leader_title' | 'email' | 'phone' | 'website' | 'founded'
export type ColumnField = { key: ColumnKey; label: string; required?: boolean; hint?: string }

/** A directory's own field, kept in `details`: how the editor asks for it and stores it. */
export type DetailField =
  | { key: string; label: string; kind: 'text' | 'url' | 'date'; required?: boolean }
  | { key: string; label: string; kind: 'list'; hint?: string }
  | { key: string; label: string; kind: 'count' | 'rating'; required?: boolean }
  /** `missing`: what an entry without a value is shown with, and what the form offers first for it (else the first option). */
  | { key: string; label: string; kind: 'choice'; options: readonly { value: string; label: string }[]; missing?: string }

/** What the admin editor's form for a directory holds. */
export type EditorFields = {
  columns: readonly ColumnField[]
  details: readonly DetailField[]
  /** Details the form does not ask for, stored as they are for a new entry (an empty gallery). */
  defaults: Record<string, Json>
}

/** How a directory's items are found: by its list page's search and by the global search. */
export type DirectorySearch<Item> = {
  /** The global search's label for a hit ('Mokykla', 'Sportas'…). */
  label: string
  /** The line under a hit's title (its town or region). */
  subtitle: (item: Item) => string | undefined
  /** The text a query is matched against (case and diacritics ignored). */
  fields: (item: Item) => ReadonlyArray<string | null | undefined>
  /** Words a question to the assistant may use for this kind of entry ('mokykla', 'sportas'). */
  keywords?: string
}

/** How one directory's items are stored as entries and read back. */
export type DirectoryCodec<Item, Key extends DirectoryKey> = {
  directory: Key
  search: DirectorySearch<Item>
  /** The fields the admin editor offers for an entry of this directory. */
  editor: EditorFields
  toEntry: (item: Item) => EntryFields
  /** The item an entry describes, or null when its details do not have the directory's shape. */
  fromEntry: (entry: PublicEntry) => Item | null
}

/** A directory's codec. */
export type Directory<Item, Key extends DirectoryKey> = DirectoryCodec<Item, Key>

export const defineDirectory = <Item, Key extends DirectoryKey>(codec: DirectoryCodec<Item, Key>): Directory<Item, Key> => codec
