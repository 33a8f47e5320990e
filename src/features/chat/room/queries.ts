import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'

/** The end of the reader's current chat mute, if any (members read their own mutes). */
async function fetchMutedUntil(userId: string): Promise<string | null> {
  const { data } = await supabase
    .from('chat_mutes')
    .select('until')
    .eq('user_id', userId)
    .gt('until', new Date().toISOString())
    .order('until', { ascending: false })
    .limit(1)
    .throwOnError()
  return data[0]?.until ?? null
}

export const chatRoomQueries = {
  all: () => ['chat'] as const,
  mutedUntil: (userId: string) => queryOptions({ queryKey: [...chatRoomQueries.all(), 'muted-until', userId], queryFn: () => fetchMutedUntil(userId) }),
}
