import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { allRows } from '@/lib/supabase/all-rows'
import { fetchAdminNames } from './admin-names'
import { reportQueueQueries } from './queue-queries'

/** An appeal waiting for a decision, with the action it is against and who took that action. */
export type PendingAppeal = {
  id: string
  targetKind: string
  action: string
  reason: string
  title: string
  suspendedUntil: string | null
  createdAt: string
  appealText: string
  appealedAt: string
  /** The administrator who acted (from the moderation log): another must decide while one is active. */
  decidedBy: { id: string; name: string } | null
}

/** The appeals waiting, oldest first. */
async function fetchPendingAppeals(): Promise<PendingAppeal[]> {
  const rows = await allRows((from, to) =>
    supabase
      .from('moderation_actions')
      .select('id, target_kind, action, reason, title, suspended_until, created_at, appeal_text, appealed_at')
      .eq('appeal_status', 'pending')
      .order('appealed_at')
      .order('id')
      .range(from, to)
      .throwOnError(),
  )
  if (rows.length === 0) return []
  const actors = new Map<string, string | null>()
  for (let start = 0; start < rows.length; start += 100) {
    const { data } = await supabase
      .from('moderation_log')
      .select('action_id, actor_id')
      .in('action_id', rows.slice(start, start + 100).map((row) => row.id))
      .in('event', ['hide', 'remove', 'suspend'])
      .throwOnError()
    for (const entry of data) if (entry.action_id) actors.set(entry.action_id, entry.actor_id)
  }
  const names = await fetchAdminNames()
  return rows.map((row) => {
    const actor = actors.get(row.id)
    return {
      id: row.id,
      targetKind: row.target_kind,
      action: row.action,
      reason: row.reason,
      title: row.title,
      suspendedUntil: row.suspended_until,
      createdAt: row.created_at,
      appealText: row.appeal_text ?? '',
      appealedAt: row.appealed_at ?? row.created_at,
      decidedBy: actor ? { id: actor, name: names.get(actor) ?? 'Buvęs administratorius' } : null,
    }
  })
}

export const appealQueries = {
  pending: () => queryOptions({ queryKey: [...reportQueueQueries.all(), 'appeals'], queryFn: fetchPendingAppeals }),
}
