import type { EntryStatus } from '@/features/directory/entry'
import type { Tables } from '@/lib/supabase/database.types'
import { matchesQuery } from '@/lib/search'

export type DirectoryEntry = Tables<'directory_entries'>
export type EntryFilters = { query: string; status: EntryStatus | ''; unverifiedOnly: boolean }

/** An entry not checked in the last 12 months (or never) needs checking again. */
export function needsVerification(entry: Pick<DirectoryEntry, 'last_verified_at'>, now: Date): boolean {
  if (!entry.last_verified_at) return true
  const yearAgo = new Date(now)
  yearAgo.setFullYear(yearAgo.getFullYear() - 1)
  return new Date(entry.last_verified_at) < yearAgo
}

export function filterEntries(entries: readonly DirectoryEntry[], { query, status, unverifiedOnly }: EntryFilters, now = new Date()): DirectoryEntry[] {
  return entries.filter(
    (entry) =>
      (!status || entry.status === status) &&
      (!unverifiedOnly || needsVerification(entry, now)) &&
      matchesQuery(query, [entry.name, entry.slug, entry.town, entry.region, entry.leader_name, entry.email]),
  )
}
