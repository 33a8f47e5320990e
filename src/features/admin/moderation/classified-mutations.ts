import { useMutation } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import type { TablesUpdate } from '@/lib/supabase/database.types'
import { useRefreshModeration } from './mutations'

/** Thrown when no row changed: another administrator decided first, the classified is gone, or the policy refused. */
export class ClassifiedNotDecidedError extends Error {}

type Change = Pick<TablesUpdate<'classifieds'>, 'status' | 'rejection_reason' | 'hidden_at'>

/** Changes one classified; `onlyPending` keeps two administrators from overturning each other's decision unawares. */
async function change(id: string, values: Change, { onlyPending = false } = {}) {
  let query = supabase.from('classifieds').update(values).eq('id', id)
  if (onlyPending) query = query.eq('status', 'pending')
  const { data } = await query.select('id').throwOnError()
  // RLS and the filters refuse silently: no row back means nothing changed.
  if (!data?.length) throw new ClassifiedNotDecidedError('Classified was not changed')
}

/** Closes every open report of a classified; the database keeps who reported and when. */
async function resolveReports(id: string) {
  await supabase.from('classified_reports').update({ resolved_at: new Date().toISOString() }).eq('classified_id', id).is('resolved_at', null).throwOnError()
}

/** Approves a pending classified: the database makes it public for 30 days. */
export function useApproveClassified() {
  const onSettled = useRefreshModeration()
  return useMutation({ mutationFn: ({ id }: { id: string }) => change(id, { status: 'approved' }, { onlyPending: true }), onSettled })
}

/** Rejects a pending classified with the reason its poster reads in their account. */
export function useRejectClassified() {
  const onSettled = useRefreshModeration()
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => change(id, { status: 'rejected', rejection_reason: reason }, { onlyPending: true }),
    onSettled,
  })
}

/** The reports were unfounded: the classified is shown again (if it is still approved) and its reports leave the queue. */
export function useRestoreClassified() {
  const onSettled = useRefreshModeration()
  return useMutation({
    mutationFn: async ({ id }: { id: string }) => {
      await change(id, { hidden_at: null })
      await resolveReports(id)
    },
    onSettled,
  })
}

/**
 * The reports were right: the classified is rejected with a reason its poster reads, and its
 * reports leave the queue. It is unhidden too: the decision is made, and an edit that sends it
 * back for approval must not leave it hidden after a later approval.
 */
export function useRemoveClassified() {
  const onSettled = useRefreshModeration()
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) => {
      await change(id, { status: 'rejected', rejection_reason: reason, hidden_at: null })
      await resolveReports(id)
    },
    onSettled,
  })
}
