import { supabase } from '@/lib/supabase/client'
import type { Tables } from '@/lib/supabase/database.types'
import { fetchEntriesById, type EntrySnapshot } from './entry-lookup'
import { asEntryValues, type EntryValues } from './entry-values'

/** A member's correction as an administrator reads it to decide (who sent it is not shown), with the entry as it is now. */
export type PendingCorrection = Pick<Tables<'entry_corrections'>, 'id' | 'entry_id' | 'note' | 'created_at'> & {
  changes: EntryValues
  /** Null when the entry cannot be read any more. */
  entry: EntrySnapshot | null
}

/** Corrections waiting for a decision, oldest first, so none waits behind newer ones. */
export async function fetchPendingCorrections(): Promise<PendingCorrection[]> {
  const { data } = await supabase.from('entry_corrections').select('id, entry_id, changes, note, created_at').eq('status', 'pending').order('created_at').throwOnError()
  const entries = await fetchEntriesById(data.map((correction) => correction.entry_id))
  return data.map((correction) => ({ ...correction, changes: asEntryValues(correction.changes), entry: entries.get(correction.entry_id) ?? null }))
}

/** How many corrections wait (a count only, no rows). */
export async function countPendingCorrections(): Promise<number> {
  const { count } = await supabase.from('entry_corrections').select('id', { count: 'exact', head: true }).eq('status', 'pending').throwOnError()
  return count ?? 0
}
