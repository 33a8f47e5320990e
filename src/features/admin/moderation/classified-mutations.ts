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
