import { supabase } from '@/lib/supabase/client'
import type { Tables } from '@/lib/supabase/database.types'
import { fetchEntriesById } from './entry-lookup'

/** A member's claim to manage an entry, as an administrator reads it to decide: the entry's name, the role and how to verify it. */
export type PendingClaim = Pick<Tables<'entry_claims'>, 'id' | 'entry_id' | 'role' | 'verification' | 'created_at'> & {
  /** Null when the entry cannot be read any more. */
  entryName: string | null
}

/** Claims waiting for a decision, oldest first. */
export async function fetchPendingClaims(): Promise<PendingClaim[]> {
  const { data } = await supabase.from('entry_claims').select('id, entry_id, role, verification, created_at').eq('status', 'pending').order('created_at').throwOnError()
  const entries = await fetchEntriesById(data.map((claim) => claim.entry_id))
  return data.map((claim) => ({ ...claim, entryName: entries.get(claim.entry_id)?.name ?? null }))
}

/** How many claims wait (a count only, no rows). */
export async function countPendingClaims(): Promise<number> {
  const { count } = await supabase.from('entry_claims').select('id', { count: 'exact', head: true }).eq('status', 'pending').throwOnError()
  return count ?? 0
}
