import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import type { TablesUpdate } from '@/lib/supabase/database.types'
import { moderationQueries } from './queries'

/** Thrown when no row changed: another administrator decided first, or the policy refused. */
export class EventNotDecidedError extends Error {}

type Decision = Required<Pick<TablesUpdate<'events'>, 'status'>> & Pick<TablesUpdate<'events'>, 'rejection_reason'>

/**
 * Decides a pending proposal; the database stamps who decided and when. Only a row still
 * pending changes, so two administrators cannot overturn each other's decision unawares.
 */
async function decide(id: string, decision: Decision) {
  const { data } = await supabase.from('events').update(decision).eq('id', id).eq('status', 'pending').select('id').throwOnError()
  // RLS and the status filter refuse silently: no row back means nothing was decided.
  if (!data?.length) throw new EventNotDecidedError('Event was not decided')
}

/** After any decision, settled or not: the lists and the dashboard's counter share this key. */
export function useRefreshModeration() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: moderationQueries.all() })
}

/** Approves a proposal: it is public on /renginiai at once. */
export function useApproveEvent() {
  const onSettled = useRefreshModeration()
  return useMutation({ mutationFn: ({ id }: { id: string }) => decide(id, { status: 'approved' }), onSettled })
}

/** Rejects a proposal with the reason its author reads in their account (at least 3 characters, the database checks too). */
export function useRejectEvent() {
  const onSettled = useRefreshModeration()
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => decide(id, { status: 'rejected', rejection_reason: reason }),
    onSettled,
  })
}
