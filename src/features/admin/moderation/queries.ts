import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import type { Tables } from '@/lib/supabase/database.types'
import { adminQueries } from '../access/queries'
import { countPendingArticles, fetchPendingArticles } from './article-queries'
import { countPendingClaims, fetchPendingClaims } from './claim-queries'
import { countPendingClassifieds, fetchPendingClassifieds } from './classified-queries'
import { countPendingCorrections, fetchPendingCorrections } from './correction-queries'
import { fetchEntryChanges } from './entry-change-queries'

/** What an administrator reads to decide on a proposal (who proposed it is not shown). */
export type PendingEvent = Pick<
  Tables<'events'>,
  | 'id'
  | 'title'
  | 'description'
  | 'category'
  | 'starts_at'
  | 'ends_at'
  | 'all_day'
  | 'venue'
  | 'town'
  | 'region'
  | 'organiser_name'
  | 'organiser_entry_id'
  | 'link'
  | 'registration_email'
  | 'price'
  | 'image_path'
  | 'created_at'
> & { organiser_entry_name: string | null }

// Everything that becomes public on approval, the picture included.
const pendingColumns = 'id, title, description, category, starts_at, ends_at, all_day, venue, town, region, organiser_name, organiser_entry_id, link, registration_email, price, image_path, created_at'

/** Proposals waiting for a decision, oldest first, so none waits behind newer ones. */
async function fetchPending(): Promise<PendingEvent[]> {
  const { data } = await supabase.from('events').select(pendingColumns).eq('status', 'pending').order('created_at').throwOnError()
  const names = await organiserNames(data.flatMap((event) => (event.organiser_entry_id ? [event.organiser_entry_id] : [])))
  return data.map((event) => ({ ...event, organiser_entry_name: event.organiser_entry_id ? (names.get(event.organiser_entry_id) ?? null) : null }))
}

/** The names of the directory entries proposals name as organisers. */
async function organiserNames(ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map()
  const { data } = await supabase.from('directory_entries').select('id, name').in('id', [...new Set(ids)]).throwOnError()
  return new Map(data.map((entry) => [entry.id, entry.name]))
}

/** How many proposals wait (a count only, no rows). */
async function countPendingEvents(): Promise<number> {
  const { count } = await supabase.from('events').select('id', { count: 'exact', head: true }).eq('status', 'pending').throwOnError()
  return count ?? 0
}

/**
 * Everything waiting for an administrator's approval, for the dashboard's counter: events,
 * articles, classifieds, directory corrections and claims (reports have a card of their own).
 */
async function fetchPendingCount(): Promise<number> {
  const counts = await Promise.all([
    countPendingEvents(),
    countPendingArticles(),
    countPendingClassifieds(),
    countPendingCorrections(),
    countPendingClaims(),
  ])
  return counts.reduce((sum, count) => sum + count, 0)
}

export const moderationQueries = {
  all: () => [...adminQueries.all(), 'moderation'] as const,
  pending: () => queryOptions({ queryKey: [...moderationQueries.all(), 'pending'], queryFn: fetchPending }),
  pendingArticles: () => queryOptions({ queryKey: [...moderationQueries.all(), 'articles', 'pending'], queryFn: fetchPendingArticles }),
  pendingClassifieds: () => queryOptions({ queryKey: [...moderationQueries.all(), 'classifieds', 'pending'], queryFn: fetchPendingClassifieds }),
  pendingCorrections: () => queryOptions({ queryKey: [...moderationQueries.all(), 'corrections', 'pending'], queryFn: fetchPendingCorrections }),
  pendingClaims: () => queryOptions({ queryKey: [...moderationQueries.all(), 'claims', 'pending'], queryFn: fetchPendingClaims }),
  // Under the shared key: applying a correction adds a change, so the history refreshes with the lists.
  entryChanges: () => queryOptions({ queryKey: [...moderationQueries.all(), 'entry-changes'], queryFn: fetchEntryChanges }),
  // A failed counter shows at once: the dashboard's other counters do not retry either.
  pendingCount: () => queryOptions({ queryKey: [...moderationQueries.all(), 'pending-count'], queryFn: fetchPendingCount, retry: false }),
}
