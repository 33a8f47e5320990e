import type { Tables } from '@/lib/supabase/database.types'

// Apart from entry.ts, which most pages load first: only the reads of entries need the list.

/** The columns a visitor's page reads: everything but the bookkeeping of who changed what. */
export const publicEntryColumns = [
  'id', 'directory', 'slug', 'sort_order', 'name', 'summary', 'description', 'town', 'region', 'address',
  'leader_name', 'leader_title', 'email', 'phone', 'website', 'founded', 'details', 'last_verified_at', 'updated_at', 'logo_path',
  'postcode', 'latitude', 'longitude',
] as const satisfies readonly (keyof Tables<'directory_entries'>)[]

type Joined<Columns extends readonly string[]> = Columns extends readonly [infer First extends string, ...infer Rest extends string[]]
  ? Rest['length'] extends 0 ? First : `${First}, ${Joined<Rest>}`
  : ''

/** The columns as a `select` parameter; spelled as a literal type so supabase-js types the rows. */
export const publicEntrySelect = publicEntryColumns.join(', ') as Joined<typeof publicEntryColumns>
