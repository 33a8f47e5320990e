import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { dashboardQueries } from '../dashboard/queries'
import { reportQueueQueries } from './queue-queries'

/** After any decision: the queue, the appeals, the log and the dashboard's figures share these keys. */
function useRefresh() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reportQueueQueries.all() }),
      queryClient.invalidateQueries({ queryKey: dashboardQueries.all() }),
    ])
}

export type ContentAction = 'hide' | 'remove' | 'restore'

/**
 * Hides, removes or restores a reported item with a reason: the database takes it off the site by
 * its kind's own means, closes its open reports, logs it and tells the author, who may appeal once.
 */
export function useModerateContent() {
  const onSettled = useRefresh()
  return useMutation({
    mutationFn: async ({ kind, targetId, action, reason }: { kind: string; targetId: string; action: ContentAction; reason: string }) => {
      await supabase.rpc('moderate_content', { target_kind: kind, target_id: targetId, action, reason }).throwOnError()
    },
    onSettled,
  })
}

/**
 * The reports were unfounded: the item stays, its reports close with the reason, and the log
 * records it. A classified the third report hid is shown again.
 */
export function useDismissReports() {
  const onSettled = useRefresh()
  return useMutation({
    mutationFn: async ({ kind, targetId, reason }: { kind: string; targetId: string; reason: string }) => {
      if (kind === 'classified') await supabase.from('classifieds').update({ hidden_at: null }).eq('id', targetId).throwOnError()
      await supabase.rpc('dismiss_reports', { target_kind: kind, target_id: targetId, reason }).throwOnError()
    },
    onSettled,
  })
}

/** Decides an appeal: upheld (the action stands) or reversed (the content returns, a suspension ends). Another administrator than the one who acted. */
export function useDecideAppeal() {
  const onSettled = useRefresh()
  return useMutation({
    mutationFn: async ({ actionId, reverse, reason }: { actionId: string; reverse: boolean; reason: string }) => {
      await supabase.rpc('decide_appeal', { action_id: actionId, reverse, reason }).throwOnError()
    },
    onSettled,
  })
}

/** Suspends a member for `days`: they write nothing until then, are told why and may appeal. */
export function useSuspendMember() {
  const onSettled = useRefresh()
  return useMutation({
    mutationFn: async ({ memberId, days, reason }: { memberId: string; days: number; reason: string }) => {
      const until = new Date(Date.now() + days * 86_400_000).toISOString()
      await supabase.rpc('suspend_member', { member: memberId, until, reason }).throwOnError()
    },
    onSettled,
  })
}
