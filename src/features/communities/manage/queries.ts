import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import type { EntryFacts } from './entry-fields'

export type ManagedEntry = EntryFacts & { id: string; canEdit: boolean }

/**
 * The community's stored entry and whether the signed-in member may edit it: an active
 * administrator, or a manager of the entry (an approved claim). Row-level security decides the
 * write itself; this only decides whether to offer it.
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
  const [manager, admin] = await Promise.all([
    supabase.from('entry_managers').select('id').eq('entry_id', entry.id).eq('user_id', userId).maybeSingle().throwOnError(),
    supabase.from('admin_users').select('id').eq('id', userId).eq('is_active', true).maybeSingle().throwOnError(),
  ])
  return { ...entry, canEdit: Boolean(manager.data || admin.data) }
}

export const managedEntryQueries = {
  all: () => ['managed-entry'] as const,
  entry: (slug: string, userId: string) => queryOptions({ queryKey: [...managedEntryQueries.all(), slug, userId], queryFn: () => fetchManagedEntry(slug, userId) }),
}
