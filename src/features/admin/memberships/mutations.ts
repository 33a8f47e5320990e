import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { dashboardQueries } from '../dashboard/queries'
import { membershipRequestQueries } from './queries'

type Decision = { id: string; adminId: string } & ({ status: 'approved' } | { status: 'rejected'; reason: string })

/** Approves or rejects a request, recording who decided and when (the database checks it too). */
export function useDecideMembershipMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (decision: Decision) => {
      const { data } = await supabase
        .from('community_memberships')
        .update({
          status: decision.status,
          rejection_reason: decision.status === 'rejected' ? decision.reason : null,
          decided_by: decision.adminId,
          decided_at: new Date().toISOString(),
        })
        .eq('id', decision.id)
        .select('id')
        .throwOnError()
      if (!data || data.length !== 1) throw new Error('Membership request was not updated')
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipRequestQueries.all() }),
        queryClient.invalidateQueries({ queryKey: dashboardQueries.all() }),
      ]),
  })
}
