import { useCallback, useEffect, useRef, useState } from 'react'
import { supabase } from '@/lib/supabase/client'
import { mergeMessages, MESSAGE_COLUMNS, type ChatMessageRow } from './chat-message-row'

/** The newest messages load first, then older ones this many at a time. */
export const PAGE_SIZE = 50

export type RoomHistory = {
  messages: ChatMessageRow[]
  status: 'loading' | 'ready' | 'error'
  hasOlder: boolean
  isLoadingOlder: boolean
  /** Reads the newest page again and merges it: after a reconnection, what was missed. */
  loadNewest: () => Promise<void>
  loadOlder: () => Promise<void>
  /** A message from the live channel, or one the reader just wrote. */
  apply: (message: ChatMessageRow) => void
}

/**
 * A room's messages: pages read from the table, newest first, keyset by (created_at, id), and
 * changes applied as they arrive. Kept in component state rather than the query cache: the live
 * channel, not a refetch, keeps it current, and it lives only while the room is open.
 */
export function useRoomHistory(roomId: string, keepHidden: boolean): RoomHistory {
  const [messages, setMessages] = useState<ChatMessageRow[]>([])
  const [status, setStatus] = useState<RoomHistory['status']>('loading')
  const [hasOlder, setHasOlder] = useState(false)
  const [isLoadingOlder, setIsLoadingOlder] = useState(false)
  const oldest = useRef<ChatMessageRow | null>(null)

  const newestPage = useCallback(
    () =>
      supabase
        .from('chat_messages')
        .select(MESSAGE_COLUMNS)
        .eq('room_id', roomId)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(PAGE_SIZE)
        .throwOnError(),
    [roomId],
  )

  const loadNewest = useCallback(async () => {
    try {
      const { data } = await newestPage()
      setMessages((current) => {
        const merged = mergeMessages(current, data, keepHidden)
        oldest.current = merged[0] ?? null
        return merged
      })
      setHasOlder((had) => had || data.length === PAGE_SIZE)
      setStatus('ready')
    } catch {
      setStatus((current) => (current === 'ready' ? current : 'error'))
    }
  }, [newestPage, keepHidden])

  const loadOlder = useCallback(async () => {
    const first = oldest.current
    if (!first) return
    setIsLoadingOlder(true)
    try {
      const { data } = await supabase
        .from('chat_messages')
        .select(MESSAGE_COLUMNS)
        .eq('room_id', roomId)
        .or(`created_at.lt."${first.created_at}",and(created_at.eq."${first.created_at}",id.lt.${first.id})`)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(PAGE_SIZE)
        .throwOnError()
      setMessages((current) => {
        const merged = mergeMessages(current, data, keepHidden)
        oldest.current = merged[0] ?? null
        return merged
      })
      setHasOlder(data.length === PAGE_SIZE)
    } finally {
      setIsLoadingOlder(false)
    }
  }, [roomId, keepHidden])

  const apply = useCallback(
    (message: ChatMessageRow) => setMessages((current) => mergeMessages(current, [message], keepHidden)),
    [keepHidden],
  )

  useEffect(() => {
    void loadNewest()
  }, [loadNewest])

  return { messages, status, hasOlder, isLoadingOlder, loadNewest, loadOlder, apply }
}
