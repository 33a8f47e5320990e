import { useEffect, useRef, useState } from 'react'
import type { RealtimeChannel } from '@supabase/supabase-js'
import { getLocale, intlLocale } from '@/lib/i18n/locale'
import { supabase } from '@/lib/supabase/client'
import { m } from '@/paraglide/messages'
import type { ChatMessageRow } from './chat-message-row'

export type LiveStatus = 'connecting' | 'live' | 'reconnecting'
export type PresentMember = { key: string; name: string }

type Broadcast = { payload?: { record?: ChatMessageRow } }

/** One entry per member (a member with two tabs open is one), by name. */
function presentMembers(state: Record<string, Array<{ name?: unknown }>>): PresentMember[] {
  return Object.entries(state)
    .map(([key, metas]) => ({ key, name: typeof metas[0]?.name === 'string' ? metas[0].name : m.chat_member() }))
    .sort((a, b) => a.name.localeCompare(b.name, intlLocale[getLocale()]))
}

/**
 * The room's live channel, `room:<room id>` (private: the database's policies decide who
 * joins). Each message the database broadcasts goes to `onMessage`; the reader is tracked in
 * the room's presence under their user id. realtime-js rejoins by itself after a lost
 * connection; each rejoin calls `onRejoined` so the page can read what it missed. A channel
 * the server closed (its token expired) is opened again.
 */
export function useRoomChannel({
  roomId,
  userId,
  name,
  onMessage,
  onRejoined,
}: {
  roomId: string
  userId: string
  name: string
  onMessage: (message: ChatMessageRow) => void
  onRejoined: () => void
}) {
  const [status, setStatus] = useState<LiveStatus>('connecting')
  const [present, setPresent] = useState<PresentMember[]>([])
  const handlers = useRef({ onMessage, onRejoined, name })
  useEffect(() => {
    handlers.current = { onMessage, onRejoined, name }
  })

  useEffect(() => {
    let channel: RealtimeChannel | null = null
    let hasBeenLive = false
    let isDisposed = false
    let reopen: ReturnType<typeof setTimeout> | undefined

    const receive = ({ payload }: Broadcast) => {
      if (payload?.record) handlers.current.onMessage(payload.record)
    }

    function open() {
      const current = supabase.channel(`room:${roomId}`, { config: { private: true, presence: { key: userId } } })
      channel = current
      current
        .on('broadcast', { event: 'INSERT' }, receive)
        .on('broadcast', { event: 'UPDATE' }, receive)
        .on('presence', { event: 'sync' }, () => setPresent(presentMembers(current.presenceState<{ name?: unknown }>())))
        .subscribe((state) => {
          if (isDisposed) return
          if (state === 'SUBSCRIBED') {
            setStatus('live')
            void current.track({ name: handlers.current.name })
            if (hasBeenLive) handlers.current.onRejoined()
            hasBeenLive = true
          } else if (state === 'CLOSED') {
            setStatus(hasBeenLive ? 'reconnecting' : 'connecting')
            void supabase.removeChannel(current)
            reopen = setTimeout(open, 1000)
          } else {
            // CHANNEL_ERROR or TIMED_OUT: realtime-js rejoins with its own backoff.
            setStatus(hasBeenLive ? 'reconnecting' : 'connecting')
          }
        })
    }

    open()
    return () => {
      isDisposed = true
      clearTimeout(reopen)
      if (channel) void supabase.removeChannel(channel)
    }
  }, [roomId, userId])

  return { status, present }
}
