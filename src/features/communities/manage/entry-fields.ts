import { perLocale } from '@/lib/i18n/per-locale'
import type { Tables } from '@/lib/supabase/database.types'
import { m } from '@/paraglide/messages'

/** The facts the second community page lists, as the directory entry stores them. */
export type EntryFacts = Pick<Tables<'directory_entries'>, 'name' | 'town' | 'summary' | 'description' | 'leader_name' | 'address' | 'phone' | 'email' | 'website'>

export type FactField = keyof EntryFacts

/** Each fact's label (in the page's language) and whether it is long text; the order the page lists them in. */
export const factFields = perLocale((): readonly (readonly [FactField, string, boolean])[] => [
  ['name', m.communities_fact_name(), false],
  ['town', m.communities_fact_town(), false],
  ['summary', m.communities_fact_summary(), true],
  ['description', m.communities_fact_description(), true],
  ['leader_name', m.communities_fact_leader(), false],
  ['address', m.communities_fact_address(), false],
  ['phone', m.communities_fact_phone(), false],
  ['email', m.communities_fact_email(), false],
  ['website', m.communities_fact_website(), false],
])
