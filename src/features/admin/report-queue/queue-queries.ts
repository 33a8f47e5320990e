import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { allRows } from '@/lib/supabase/all-rows'
import { adminQueries } from '../access/queries'
import { contextOf, type ContentContext } from './content-context'

/** One report of an item: why, the reporter's words and who they are (a member, or a visitor's address to answer). */
export type ItemReport = { id: string; reason: string; note: string | null; reporterEmail: string | null; byMember: boolean; createdAt: string }

/** A reported item with its open reports, as the queue shows it. */
export type ReportedItem = {
  /** '<kind>:<id>': one card per item, however many reported it. */
  key: string
  kind: string
  targetId: string
  /** What was reported, as it was when last reported (an edit or deletion does not change it). */
  snapshot: string
  /** Reported as illegal by someone: first in the queue. */
  isUrgent: boolean
  reports: ItemReport[]
  context: ContentContext
}

type ReportRow = {
  id: string
  target_kind: string
  target_id: string
  reason: string
  note: string | null
  reporter_id: string | null
  reporter_email: string | null
  snapshot: string
  created_at: string
}

/**
 * The open reports as the one queue is read: illegal content first, then oldest first, gathered
 * by the item they name (an item is placed by its first report in that order), each with what
 * the administrators need to act on it.
 */
async function fetchQueue(): Promise<ReportedItem[]> {
  const rows = await allRows<ReportRow>((from, to) =>
    supabase
      .from('content_reports')
      .select('id, target_kind, target_id, reason, note, reporter_id, reporter_email, snapshot, created_at')
      .eq('status', 'open')
      .order('priority')
      .order('created_at')
      .order('id')
      .range(from, to)
      .throwOnError(),
  )
  const items = new Map<string, Omit<ReportedItem, 'context'>>()
  for (const row of rows) {
    const key = `${row.target_kind}:${row.target_id}`
    const item = items.get(key) ?? { key, kind: row.target_kind, targetId: row.target_id, snapshot: row.snapshot, isUrgent: false, reports: [] }
    item.isUrgent ||= row.reason === 'illegal'
    item.reports.push({ id: row.id, reason: row.reason, note: row.note, reporterEmail: row.reporter_email, byMember: row.reporter_id !== null, createdAt: row.created_at })
    items.set(key, item)
  }
  const contexts = await contextOf([...items.values()])
  return [...items.values()].map((item) => ({ ...item, context: contexts.get(item.key) ?? {} }))
}

export const reportQueueQueries = {
  all: () => [...adminQueries.all(), 'report-queue'] as const,
  open: () => queryOptions({ queryKey: [...reportQueueQueries.all(), 'open'], queryFn: fetchQueue }),
}
