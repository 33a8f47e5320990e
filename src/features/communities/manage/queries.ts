import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import type { EntryFacts } from './entry-fields'

export type ManagedEntry = EntryFacts & { id: string; isManager: boolean }

/**
 * The community's stored entry and whether the signed-in member manages it (an approved claim).
 * Row-level security decides the write itself; this only helps decide whether to offer it.
 */
async function fetchManagedEntry(slug: string, userId: string): Promise<ManagedEntry | null> {
  const { data: entry } = await supabase
    .from('directory_entries')
    .select('id, name, town, summary, description, leader_name, address, phone, email, website')
    .eq('directory', 'communities')
    .eq('slug', slug)
    .maybeSingle()
    .throwOnError()
  if (!entry) return null
  const { data: manager } = await supabase
    .from('entry_managers')
    .select('id')
    .eq('entry_id', entry.id)
    .eq('user_id', userId)
    .maybeSingle()
    .throwOnError()
  return { ...entry, isManager: Boolean(manager) }
}

export const managedEntryQueries = {
  all: () => ['managed-entry'] as const,
  entry: (slug: string, userId: string) => queryOptions({ queryKey: [...managedEntryQueries.all(), slug, userId], queryFn: () => fetchManagedEntry(slug, userId) }),
}
