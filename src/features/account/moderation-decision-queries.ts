import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import type { Tables } from '@/lib/supabase/database.types'
import { accountQueries } from './queries'

/** What moderation decided about the member's content or account, and their appeal: the columns a member may read. */
export type ModerationDecision = Pick<
  Tables<'moderation_actions'>,
  'id' | 'target_kind' | 'action' | 'reason' | 'title' | 'suspended_until' | 'created_at' | 'appeal_text' | 'appealed_at' | 'appeal_status' | 'appeal_decided_at' | 'appeal_reason'
>

/** The decisions about the member, newest first (administrators read every action: the query keeps to the member's own). */
async function fetchDecisions(userId: string): Promise<ModerationDecision[]> {
  const { data } = await supabase
    .from('moderation_actions')
    .select('id, target_kind, action, reason, title, suspended_until, created_at, appeal_text, appealed_at, appeal_status, appeal_decided_at, appeal_reason')
    .eq('author_id', userId)
    .order('created_at', { ascending: false })
    .throwOnError()
  return data
}

export const moderationDecisionQueries = {
  all: () => [...accountQueries.all(), 'moderation'] as const,
  list: (userId: string) => queryOptions({ queryKey: [...moderationDecisionQueries.all(), userId], queryFn: () => fetchDecisions(userId) }),
}

/** The member's one appeal of a decision; the database refuses a second one, and another administrator decides it. */
export function useAppealDecision() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ actionId, appeal }: { actionId: string; appeal: string }) => {
      await supabase.rpc('appeal_moderation', { action_id: actionId, appeal }).throwOnError()
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationDecisionQueries.all() }),
  })
}
