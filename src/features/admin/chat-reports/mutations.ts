import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { dashboardQueries } from '../dashboard/queries'
import { chatReportQueries } from './queries'

type Decision = { messageId: string; hide: boolean }

/**
 * Decides every open report of a message: hides it (it leaves every reader's screen at once) or
 * keeps it; either way its reports leave the queue (the database stamps who and when).
 */
async function decide({ messageId, hide }: Decision) {
  if (hide) {
    await supabase.from('chat_messages').update({ hidden_at: new Date().toISOString() }).eq('id', messageId).throwOnError()
  }
  await supabase
    .from('chat_reports')
    .update({ resolved_at: new Date().toISOString() })
    .eq('message_id', messageId)
    .is('resolved_at', null)
    .throwOnError()
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
