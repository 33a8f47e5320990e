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

describe('decodeFrame on any bytes', () => {
  /** A small seeded generator, so a failure can be run again exactly. */
  function random(seed: number) {
    let state = seed >>> 0
    const next = () => {
      state = (state + 0x6d2b79f5) >>> 0
      let t = state
      t = Math.imul(t ^ (t >>> 15), t | 1)
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
    const int = (below: number) => Math.floor(next() * below)
    const pick = <T,>(items: readonly T[]): T => items[int(items.length)]
    const bytes = (length: number) => Buffer.from(Array.from({ length }, () => int(256)))
    return { int, pick, bytes }
  }

  const oddJson = ['', '{', '}', '[', ']', 'null', '1', '"x"', '{"a":', '[1,', '\u0000', '\ud800', 'nan', '{}', '[]', '{"toString":1}', '{"__proto__":{"x":1}}']
  /** JSON values of every kind, nested a little, including objects that cannot be made strings. */
  function oddValue(r: ReturnType<typeof random>, depth = 0): unknown {
    const kinds = depth > 2 ? 6 : 9
    switch (r.int(kinds)) {
      case 0: return null
      case 1: return r.pick([0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2])
      case 2: return r.pick(['', 'phoenix', 'realtime:', 'realtime:room:a', 'heartbeat', 'phx_join', 'broadcast', 'presence'])
      case 3: return r.pick([true, false])
      case 4: return { toString: 1 }
      case 5: return { valueOf: 'x', toString: null }
      case 6: return Array.from({ length: r.int(7) }, () => oddValue(r, depth + 1))
      case 7: return Object.fromEntries(Array.from({ length: r.int(5) }, () => [r.pick(['config', 'payload', 'topic', 'event', 'ref', 'join_ref', '__proto__', 'constructor']), oddValue(r, depth + 1)]))
      default: return r.pick(oddJson)
    }
  }

  /** A binary push with the given parts; `declared` overrides the lengths in its header. */
  function push(parts: Buffer[], encoding: number, payload: Buffer, declared?: number[], kind = 3) {
    return Buffer.concat([Buffer.from([kind, ...(declared ?? parts.map((part) => part.length)), encoding]), ...parts, payload])
  }

  function decodesOrRefuses(frame: Buffer, isBinary: boolean, vsn: string) {
    let message
    try {
      message = decodeFrame(frame, isBinary, vsn)
    } catch (error) {
      if (error instanceof FrameError) return
      throw new Error(`${isBinary ? 'binary' : 'text'} frame ${frame.toString('hex').slice(0, 80)} on ${vsn} threw ${String(error)}`)
    }
    expect(typeof message.topic).toBe('string')
    expect(typeof message.event).toBe('string')
    expect(typeof message.payload).toBe('object')
    expect(message.payload).not.toBeNull()
    for (const ref of [message.joinRef, message.ref]) expect(ref === null || typeof ref === 'string').toBe(true)
  }

  const vsns = ['1.0.0', '2.0.0', '3.0.0']

  it('refuses random bytes, as text and as binary, with a FrameError only', () => {
    const r = random(1)
    for (let i = 0; i < 3000; i++) {
      const frame = r.bytes(r.int(48))
      // Binary frames that at least start like a broadcast push get further into the decoder.
      if (i % 2 === 0 && frame.length > 0) frame[0] = 3
      for (const vsn of vsns) {
        decodesOrRefuses(frame, true, vsn)
        decodesOrRefuses(frame, false, vsn)
      }
    }
  })

  it('refuses every cut of a valid frame, every wrong kind and lengths longer than the frame', () => {
    const valid = push(['1', '2', 'realtime:room:a', 'labas', '{"a":1}'].map((text) => Buffer.from(text)), 1, Buffer.from('{"text":"Sveiki"}'))
    const text = Buffer.from('["1","2","realtime:room:a","phx_join",{"config":{}}]')
    for (let end = 0; end <= valid.length; end++) decodesOrRefuses(valid.subarray(0, end), true, '2.0.0')
    for (let end = 0; end <= text.length; end++) for (const vsn of vsns) decodesOrRefuses(text.subarray(0, end), false, vsn)
    for (let kind = 0; kind < 256; kind++) decodesOrRefuses(push([], 1, Buffer.from('{}'), [0, 0, 0, 0, 0], kind), true, '2.0.0')
    for (const declared of [[255, 255, 255, 255, 255], [0, 0, 0, 0, 255], [255, 0, 0, 0, 0], [1, 1, 1, 1, 1]]) {
      decodesOrRefuses(push([Buffer.from('x')], 1, Buffer.from('{}'), declared), true, '2.0.0')
    }
    // The longest a header can declare, with exactly that many bytes behind it.
    decodesOrRefuses(push(Array.from({ length: 5 }, () => Buffer.alloc(255, 0x7b)), 1, Buffer.from('{}')), true, '2.0.0')
  })

  it('refuses metadata and payloads that are not JSON, and payload encodings it does not read', () => {
    const r = random(2)
    for (let i = 0; i < 2000; i++) {
      const field = () => (r.int(3) === 0 ? r.bytes(r.int(12)) : Buffer.from(r.pick(oddJson)))
      const parts = [field(), field(), field(), field(), field()]
      decodesOrRefuses(push(parts, r.pick([0, 1, 2, 255]), r.int(2) ? Buffer.from(r.pick(oddJson)) : r.bytes(r.int(12))), true, '2.0.0')
    }
    // The frame that once stopped the whole backend: metadata '{', payload '{}'.
    expect(() => decodeFrame(Buffer.from([0x03, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01, 0x7b, 0x7b, 0x7d]), true, '2.0.0')).toThrow(FrameError)
  })

  it('decodes or refuses text frames of every shape, in both versions', () => {
    const r = random(3)
    for (let i = 0; i < 4000; i++) {
      const value = i % 3 === 0 ? Array.from({ length: r.pick([4, 5, 5, 5, 6]) }, () => oddValue(r, 1)) : oddValue(r)
      for (const vsn of vsns) decodesOrRefuses(Buffer.from(JSON.stringify(value) ?? 'undefined'), false, vsn)
      // And the same fields as a 1.0.0 object.
      if (Array.isArray(value) && value.length === 5) {
        const [join_ref, ref, topic, event, payload] = value
        for (const vsn of vsns) decodesOrRefuses(Buffer.from(JSON.stringify({ join_ref, ref, topic, event, payload })), false, vsn)
      }
    }
    // Refs that cannot be made strings once threw a TypeError past the decoder.
    expect(() => decodeFrame(Buffer.from('[{"toString":1},null,"realtime:x","phx_join",{}]'), false, '2.0.0')).toThrow(FrameError)
    expect(() => decodeFrame(Buffer.from('{"join_ref":null,"ref":{"toString":1},"topic":"realtime:x","event":"phx_join","payload":{}}'), false, '1.0.0')).toThrow(FrameError)
  })
})
