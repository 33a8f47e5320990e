import { supabase } from '@/lib/supabase/client'
import type { Json, Tables } from '@/lib/supabase/database.types'

/** One of the member's corrections to a directory entry: which fields it changes and what the administrators decided. */
export type OwnCorrection = Pick<Tables<'entry_corrections'>, 'id' | 'entry_id' | 'status' | 'rejection_reason' | 'created_at'> & {
  fields: string[]
  /** Null when the member can no longer read the entry (it was unpublished). */
  entryName: string | null
}

/** One of the member's requests to manage a directory entry, with the decision. */
export type OwnClaim = Pick<Tables<'entry_claims'>, 'id' | 'entry_id' | 'role' | 'status' | 'rejection_reason' | 'created_at'> & {
  entryName: string | null
}

export type OwnEntryContributions = { corrections: OwnCorrection[]; claims: OwnClaim[] }

/** The fields a correction names; the database stores only objects there, but the column's type is any JSON. */
const fieldsOf = (changes: Json) => (changes !== null && typeof changes === 'object' && !Array.isArray(changes) ? Object.keys(changes) : [])

/** The entries' names by id; the data API embeds no resources, so they are a read of their own. */
async function fetchEntryNames(ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const { data } = await supabase.from('directory_entries').select('id, name').in('id', unique).throwOnError()
  return new Map(data.map((entry) => [entry.id, entry.name]))
}

/** The member's corrections and claims, newest first (RLS shows administrators everyone's, so the queries keep to the member's own). */
export async function fetchOwnEntryContributions(userId: string): Promise<OwnEntryContributions> {
  const [corrections, claims] = await Promise.all([
    supabase
      .from('entry_corrections')
      .select('id, entry_id, changes, status, rejection_reason, created_at')
      .eq('submitted_by', userId)
      .order('created_at', { ascending: false })
      .throwOnError(),
    supabase
      .from('entry_claims')
      .select('id, entry_id, role, status, rejection_reason, created_at')
      .eq('claimant_id', userId)
      .order('created_at', { ascending: false })
      .throwOnError(),
  ])
  const names = await fetchEntryNames([...corrections.data, ...claims.data].map((row) => row.entry_id))
  return {
    corrections: corrections.data.map(({ changes, ...correction }) => ({ ...correction, fields: fieldsOf(changes), entryName: names.get(correction.entry_id) ?? null })),
    claims: claims.data.map((claim) => ({ ...claim, entryName: names.get(claim.entry_id) ?? null })),
  }
}

/**
 * For the data export: the member's corrections and claims in full, and the entries they manage
 * (without who decided: that is the administrators' data).
 */
export async function fetchEntryContributionsExport(userId: string) {
  const [corrections, claims, managed] = await Promise.all([
    supabase
      .from('entry_corrections')
      .select('id, entry_id, changes, note, status, rejection_reason, created_at, decided_at')
      .eq('submitted_by', userId)
      .order('created_at')
      .throwOnError(),
    supabase
      .from('entry_claims')
      .select('id, entry_id, role, verification, status, rejection_reason, created_at, decided_at')
      .eq('claimant_id', userId)
      .order('created_at')
      .throwOnError(),
    supabase.from('entry_managers').select('id, entry_id, role, created_at').eq('user_id', userId).order('created_at').throwOnError(),
  ])
  return { entry_corrections: corrections.data, entry_claims: claims.data, entry_managers: managed.data }
}
