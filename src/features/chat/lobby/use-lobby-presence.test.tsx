import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { supabase } from '@/lib/supabase/client'
import type { LobbyMember } from './lobby-member'
import { useLobbyPresence, type LobbyPlace } from './use-lobby-presence'

vi.mock('@/lib/supabase/client', () => ({ supabase: { channel: vi.fn(), removeChannel: vi.fn() } }))

/** A stand-in for a realtime-js channel: the test plays the server's side. */
function fakeChannel() {
  let onSync: () => void = () => {}
  let onStatus: (status: string) => void = () => {}
  const channel = {
    state: 'joining',
    on: vi.fn((_type: string, _filter: unknown, listener: () => void) => {
      onSync = listener
      return channel
    }),
    subscribe: vi.fn((callback: (status: string) => void) => {
      onStatus = callback
      return channel
    }),
    track: vi.fn().mockResolvedValue('ok'),
    presenceState: vi.fn(() => ({
      u2: [{ name: 'Ona T.', room_id: 'r1' }],
      // Two tabs: the latest one's room counts.
      u1: [{ name: 'Jonas T.', room_id: 'r1' }, { name: 'Jonas T.', room_id: 'r2' }],
      u3: [{}],
    })),
    joined: () =>
      act(() => {
        channel.state = 'joined'
        onStatus('SUBSCRIBED')
      }),
    sync: () => act(() => onSync()),
  }
  return channel
}

let channels: Array<ReturnType<typeof fakeChannel>>

beforeEach(() => {
  channels = []
  vi.mocked(supabase.channel).mockImplementation(() => {
    const channel = fakeChannel()
    channels.push(channel)
    return channel as never
  })
})

function renderPresence(place: Omit<LobbyPlace, 'onChange'>) {
  const onChange = vi.fn<(members: LobbyMember[]) => void>()
  const hook = renderHook((props: Omit<LobbyPlace, 'onChange'>) => useLobbyPresence({ ...props, onChange }), { initialProps: place })
  return { ...hook, onChange }
}

describe('useLobbyPresence', () => {
  it("joins the lobby's private channel, tracks the open room and reports everyone present", () => {
    const { onChange } = renderPresence({ userId: 'u1', name: 'Jonas T.', roomId: null })
    expect(supabase.channel).toHaveBeenCalledWith('chat:lobby', { config: { private: true, presence: { key: 'u1' } } })
    channels[0].joined()
    expect(channels[0].track).toHaveBeenCalledWith({ name: 'Jonas T.', room_id: null })
    channels[0].sync()
    expect(onChange).toHaveBeenLastCalledWith([
      { key: 'u1', name: 'Jonas T.', roomId: 'r2' },
      { key: 'u3', name: 'Narys', roomId: null },
      { key: 'u2', name: 'Ona T.', roomId: 'r1' },
    ])
  })

  it('tracks the new room once joined, on the same channel, and leaves it on unmount', () => {
    const { rerender, unmount } = renderPresence({ userId: 'u1', name: 'Jonas T.', roomId: null })
    rerender({ userId: 'u1', name: 'Jonas T.', roomId: 'r1' })
    // Not joined yet: the room is tracked when the channel is.
    expect(channels[0].track).not.toHaveBeenCalled()
    channels[0].joined()
    expect(channels[0].track).toHaveBeenLastCalledWith({ name: 'Jonas T.', room_id: 'r1' })
    rerender({ userId: 'u1', name: 'Jonas T.', roomId: 'r2' })
    expect(channels[0].track).toHaveBeenLastCalledWith({ name: 'Jonas T.', room_id: 'r2' })
    expect(channels).toHaveLength(1)
    unmount()
    expect(supabase.removeChannel).toHaveBeenCalledWith(channels[0])
  })
})
