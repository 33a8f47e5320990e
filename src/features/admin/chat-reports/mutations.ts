import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { dashboardQueries } from '../dashboard/queries'
import { chatReportQueries } from './queries'

type Decision = { messageId: string; hide: boolean }

/** The reasons this page gives: its author reads the first in their notice and e-mail. */
export const HIDE_REASON = 'Žinutė pažeidžia pokalbių taisykles.'
export const KEEP_REASON = 'Pranešimas nepasitvirtino: žinutė taisyklių nepažeidžia.'

/**
 * Decides every open report of a message: hides it (it leaves every reader's screen at once and
 * its author is told why) or keeps it; either way its reports leave the queue and the moderation
 * log records who, when and why.
 */
async function decide({ messageId, hide }: Decision) {
  if (hide) {
    await supabase.rpc('moderate_content', { target_kind: 'chat_message', target_id: messageId, action: 'hide', reason: HIDE_REASON }).throwOnError()
  } else {
    await supabase.rpc('dismiss_reports', { target_kind: 'chat_message', target_id: messageId, reason: KEEP_REASON }).throwOnError()
  }
}

export function useDecideChatReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decide,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatReportQueries.all() }),
        queryClient.invalidateQueries({ queryKey: dashboardQueries.all() }),
      ]),
  })
}
