import { useEffect, useRef } from 'react'
import type { RealtimeChannel } from '@supabase/supabase-js'
import { supabase } from '@/lib/supabase/client'
import { m } from '@/paraglide/messages'
import type { LobbyMember } from './lobby-member'

export type LobbyPlace = { userId: string; name: string; roomId: string | null; onChange: (members: LobbyMember[]) => void }

type Meta = { name?: unknown; room_id?: unknown }

function members(state: Record<string, Meta[]>): LobbyMember[] {
  return Object.entries(state)
    .map(([key, metas]) => {
      // A member with several tabs open counts once, in the room of their latest tab.
      const meta = metas.at(-1) ?? {}
      return { key, name: typeof meta.name === 'string' ? meta.name : m.chat_member(), roomId: typeof meta.room_id === 'string' ? meta.room_id : null }
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

/**
 * The signed-in member's place in 'chat:lobby' (Realtime presence): which room they have open,
 * so every list shows how many are in each room. `onChange` gets everyone present.
 */
export function useLobbyPresence({ userId, name, roomId, onChange }: LobbyPlace) {
  const channel = useRef<RealtimeChannel | null>(null)
  const place = useRef({ name, roomId })
  const report = useRef(onChange)
  useEffect(() => {
    report.current = onChange
  })

  useEffect(() => {
    const lobby = supabase.channel('chat:lobby', { config: { private: true, presence: { key: userId } } })
    channel.current = lobby
    lobby
      .on('presence', { event: 'sync' }, () => report.current(members(lobby.presenceState<Meta>())))
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') void lobby.track({ name: place.current.name, room_id: place.current.roomId })
      })
    return () => {
      channel.current = null
      void supabase.removeChannel(lobby)
    }
  }, [userId])

  useEffect(() => {
    place.current = { name, roomId }
    const lobby = channel.current
    if (lobby?.state === 'joined') void lobby.track({ name, room_id: roomId })
  }, [name, roomId])
}
