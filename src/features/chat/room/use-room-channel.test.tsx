import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { supabase } from '@/lib/supabase/client'
import { useRoomChannel } from './use-room-channel'

vi.mock('@/lib/supabase/client', () => ({ supabase: { channel: vi.fn(), removeChannel: vi.fn() } }))

type Listener = (payload: unknown) => void

/** A stand-in for a realtime-js channel: the test plays the server's side. */
function fakeChannel() {
  const listeners = new Map<string, Listener>()
  let onStatus: (status: string) => void = () => {}
  const channel = {
    on: vi.fn((type: string, filter: { event: string }, listener: Listener) => {
      listeners.set(`${type}:${filter.event}`, listener)
      return channel
    }),
    subscribe: vi.fn((callback: (status: string) => void) => {
      onStatus = callback
      return channel
    }),
    track: vi.fn().mockResolvedValue('ok'),
    presenceState: vi.fn(() => ({ u2: [{ name: 'Jonas T.' }], u1: [{ name: 'Ona T.' }, { name: 'Ona T.' }] })),
    status: (status: string) => act(() => onStatus(status)),
    emit: (key: string, payload: unknown) => act(() => listeners.get(key)?.(payload)),
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

function renderChannel() {
  const onMessage = vi.fn()
  const onRejoined = vi.fn()
  const hook = renderHook(() => useRoomChannel({ roomId: 'r1', userId: 'u1', name: 'Ona T.', onMessage, onRejoined }))
  return { ...hook, onMessage, onRejoined }
}

describe('useRoomChannel', () => {
  it("joins the room's private channel, tracks the reader and passes on each message", () => {
    const { result, onMessage } = renderChannel()
    expect(supabase.channel).toHaveBeenCalledWith('room:r1', { config: { private: true, presence: { key: 'u1' } } })
    expect(result.current.status).toBe('connecting')
    channels[0].status('SUBSCRIBED')
    expect(result.current.status).toBe('live')
    expect(channels[0].track).toHaveBeenCalledWith({ name: 'Ona T.' })
    const record = { id: 'm1', body: 'Labas' }
    channels[0].emit('broadcast:INSERT', { payload: { record } })
    channels[0].emit('broadcast:UPDATE', { payload: { record: { ...record, body: '' } } })
    expect(onMessage.mock.calls).toEqual([[record], [{ ...record, body: '' }]])
    channels[0].emit('presence:sync', {})
    expect(result.current.present).toEqual([
      { key: 'u2', name: 'Jonas T.' },
      { key: 'u1', name: 'Ona T.' },
    ])
  })

  it('shows the reconnection and reads what was missed once the channel is back', () => {
    const { result, onRejoined } = renderChannel()
    channels[0].status('SUBSCRIBED')
    channels[0].status('CHANNEL_ERROR')
    expect(result.current.status).toBe('reconnecting')
    expect(onRejoined).not.toHaveBeenCalled()
    channels[0].status('SUBSCRIBED')
    expect(result.current.status).toBe('live')
    expect(onRejoined).toHaveBeenCalledTimes(1)
  })

  it('opens the channel again when the server closes it (an expired token), and leaves it on unmount', async () => {
    vi.useFakeTimers()
    const { unmount } = renderChannel()
    channels[0].status('SUBSCRIBED')
    channels[0].status('CLOSED')
    expect(supabase.removeChannel).toHaveBeenCalledWith(channels[0])
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(channels).toHaveLength(2)
    unmount()
    expect(supabase.removeChannel).toHaveBeenCalledWith(channels[1])
    vi.useRealTimers()
  })
})
