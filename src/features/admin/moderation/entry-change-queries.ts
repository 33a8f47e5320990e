import { supabase } from '@/lib/supabase/client'
import type { Tables } from '@/lib/supabase/database.types'
import { fetchEntriesById } from './entry-lookup'
import { asEntryValues, type EntryValues } from './entry-values'

/** One change in the audit trail, with the entry's current name (who made it is not shown). */
export type EntryChange = Pick<Tables<'directory_entry_changes'>, 'id' | 'entry_id' | 'changed_at'> & {
  oldValues: EntryValues
  newValues: EntryValues
  entryName: string | null
}

/** How many changes the history shows: the newest ones. */
export const entryChangeLimit = 20

/** The newest changes to any entry, newest first. */
export async function fetchEntryChanges(): Promise<EntryChange[]> {
  const { data } = await supabase
    .from('directory_entry_changes')
    .select('id, entry_id, changed_at, old_values, new_values')
    .order('changed_at', { ascending: false })
    .limit(entryChangeLimit)
    .throwOnError()
  const entries = await fetchEntriesById(data.map((change) => change.entry_id))
  return data.map(({ old_values, new_values, ...change }) => ({
    ...change,
    oldValues: asEntryValues(old_values),
    newValues: asEntryValues(new_values),
    entryName: entries.get(change.entry_id)?.name ?? null,
  }))
}
