import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { fetchAdminNames } from './admin-names'
import { reportQueueQueries } from './queue-queries'

/** How many of the newest log entries the page shows (the log keeps twelve months). */
export const LOG_LIMIT = 100

/** One step of the moderation log: what happened to what, who did it, when and why. */
export type LogEntry = {
  id: number
  event: string
  targetKind: string
  targetId: string
  title: string
  /** The administrator's name, 'Autorius' for the author's appeal, or null when the account is gone. */
  actor: string | null
  reason: string
  createdAt: string
  actionId: string | null
  /** Whose content or account the action was about, for a suspension. */
  authorId: string | null
}

/** The newest entries of the log, with each action's title and author and the actors' names. */
async function fetchLog(): Promise<LogEntry[]> {
  const { data: rows } = await supabase
    .from('moderation_log')
    .select('id, action_id, event, target_kind, target_id, actor_id, reason, created_at')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(LOG_LIMIT)
    .throwOnError()
  const actionIds = [...new Set(rows.flatMap((row) => (row.action_id ? [row.action_id] : [])))]
  const [actions, names] = await Promise.all([
    actionIds.length ? supabase.from('moderation_actions').select('id, title, author_id').in('id', actionIds).throwOnError() : Promise.resolve({ data: [] }),
    fetchAdminNames(),
  ])
  const actionOf = new Map((actions.data ?? []).map((action) => [action.id, action]))
  return rows.map((row) => {
    const action = row.action_id ? actionOf.get(row.action_id) : undefined
    return {
      id: row.id,
      event: row.event,
      targetKind: row.target_kind,
      targetId: row.target_id,
      title: action?.title ?? '',
      actor: row.actor_id ? (names.get(row.actor_id) ?? (row.event === 'appeal' ? 'Autorius' : 'Buvęs administratorius')) : null,
      reason: row.reason,
      createdAt: row.created_at,
      actionId: row.action_id,
      authorId: action?.author_id ?? null,
    }
  })
}

export const logQueries = {
  recent: () => queryOptions({ queryKey: [...reportQueueQueries.all(), 'log'], queryFn: fetchLog }),
}
