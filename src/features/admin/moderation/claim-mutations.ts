import { useMutation } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import type { TablesUpdate } from '@/lib/supabase/database.types'
import { useRefreshModeration } from './mutations'

/** Thrown when no row changed: another administrator decided first, the claim is gone, or the policy refused. */
export class ClaimNotDecidedError extends Error {}

type Decision = Required<Pick<TablesUpdate<'entry_claims'>, 'status'>> & Pick<TablesUpdate<'entry_claims'>, 'rejection_reason'>

/** Decides a claim still pending; on approval the database makes the claimant a manager of the entry. */
async function decide(id: string, decision: Decision) {
  const { data } = await supabase.from('entry_claims').update(decision).eq('id', id).eq('status', 'pending').select('id').throwOnError()
  // RLS and the status filter refuse silently: no row back means nothing was decided.
  if (!data?.length) throw new ClaimNotDecidedError('Claim was not decided')
}

export function useApproveClaim() {
  const onSettled = useRefreshModeration()
  return useMutation({ mutationFn: ({ id }: { id: string }) => decide(id, { status: 'approved' }), onSettled })
}

export function useRejectClaim() {
  const onSettled = useRefreshModeration()
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => decide(id, { status: 'rejected', rejection_reason: reason }),
    onSettled,
  })
}
