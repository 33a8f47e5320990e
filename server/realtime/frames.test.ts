import { describe, expect, it } from 'vitest'
import { decodeFrame, encodeFrame, FrameError } from './frames.mjs'

/** A broadcast push as supabase-js 2.x frames it in binary (kind 3, JSON payload). */
function broadcastPush({ joinRef, ref, topic, event, payload, encoding = 1 }: { joinRef: string; ref: string; topic: string; event: string; payload: string; encoding?: number }) {
  const parts = [joinRef, ref, topic, event, ''].map((text) => Buffer.from(text))
  return Buffer.concat([Buffer.from([3, ...parts.map((part) => part.length), encoding]), ...parts, Buffer.from(payload)])
}

describe('decodeFrame', () => {
  it('reads the 2.0.0 array and the 1.0.0 object', () => {
    const expected = { joinRef: '1', ref: '2', topic: 'realtime:room:a', event: 'phx_join', payload: { config: {} } }
    expect(decodeFrame(Buffer.from('["1","2","realtime:room:a","phx_join",{"config":{}}]'), false, '2.0.0')).toEqual(expected)
    expect(decodeFrame(Buffer.from('{"join_ref":"1","ref":"2","topic":"realtime:room:a","event":"phx_join","payload":{"config":{}}}'), false, '1.0.0')).toEqual(expected)
  })

  it('reads a binary broadcast push with a JSON payload', () => {
    const frame = broadcastPush({ joinRef: '3', ref: '7', topic: 'realtime:viesas', event: 'labas', payload: '{"text":"Sveiki"}' })
    expect(decodeFrame(frame, true, '2.0.0')).toEqual({
      joinRef: '3',
      ref: '7',
      topic: 'realtime:viesas',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'labas', payload: { text: 'Sveiki' } },
    })
  })

  it.each([
    ['text that is not JSON', Buffer.from('labas'), false],
    ['an array of the wrong length', Buffer.from('["1","2","t"]'), false],
    ['a message without a topic', Buffer.from('[null,null,null,"heartbeat",{}]'), false],
    ['an unknown binary kind', Buffer.from([9, 0, 0, 0, 0, 0, 1]), true],
    ['a binary payload', broadcastPush({ joinRef: '', ref: '', topic: 't', event: 'e', payload: 'x', encoding: 0 }), true],
    ['a truncated binary frame', Buffer.from([3, 10, 0, 0, 0, 0, 1]), true],
  ])('refuses %s', (_, frame, isBinary) => {
    expect(() => decodeFrame(frame, isBinary, '2.0.0')).toThrow(FrameError)
  })
})

describe('encodeFrame', () => {
  it('writes the format the socket asked for', () => {
    const message = { joinRef: null, ref: '5', topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} } }
    expect(JSON.parse(encodeFrame(message, '2.0.0'))).toEqual([null, '5', 'phoenix', 'phx_reply', { status: 'ok', response: {} }])
    expect(JSON.parse(encodeFrame(message, '1.0.0'))).toEqual({ join_ref: null, ref: '5', topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} } })
  })
})
