import type { Tables } from '@/lib/supabase/database.types'

/** The facts the second community page lists, as the directory entry stores them. */
export type EntryFacts = Pick<Tables<'directory_entries'>, 'name' | 'town' | 'summary' | 'description' | 'leader_name' | 'address' | 'phone' | 'email' | 'website'>

export type FactField = keyof EntryFacts

/** Each fact's label and whether it is long text; the order the page lists them in. */
export const factFields: readonly (readonly [FactField, string, boolean])[] = [
  ['name', 'Pavadinimas', false],
  ['town', 'Vietovė', false],
  ['summary', 'Aprašymas', true],
  ['description', 'Istorija', true],
  ['leader_name', 'Vadovas', false],
  ['address', 'Adresas', false],
  ['phone', 'Telefonas', false],
  ['email', 'El. paštas', false],
  ['website', 'Svetainė', false],
]
