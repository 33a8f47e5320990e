// Phoenix channel messages as Supabase Realtime frames them (docs/realtime.md).
//
// vsn 1.0.0: a text frame holding {"join_ref","ref","topic","event","payload"}.
// vsn 2.0.0 (what supabase-js sends by default): a text frame holding the array
// [join_ref, ref, topic, event, payload], or, for a broadcast a client pushes, a binary frame:
//   kind 3 (user broadcast push) · join_ref length · ref length · topic length · event length ·
//   metadata length · payload encoding (0 binary, 1 JSON) · those strings · the payload bytes.
// The server answers in text frames only; supabase-js reads both. Binary payloads (a broadcast
// of an ArrayBuffer) are refused: the portal sends JSON only.

export const SUPPORTED_VSNS = ['1.0.0', '2.0.0']

const USER_BROADCAST_PUSH = 3
const JSON_ENCODING = 1

/**
 * @typedef {{ joinRef: string | null, ref: string | null, topic: string, event: string, payload: Record<string, unknown> }} Message
 */

export class FrameError extends Error {}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null

/**
 * The fields of a value sent as an object; anything else (a string, null) has none.
 * @param {unknown} value @returns {Record<string, unknown>}
 */
export const fieldsOf = (value) => (isObject(value) ? value : {})

/**
 * A ref as supabase-js sends it (a string, or a number from other clients); anything else is
 * refused rather than made a string, which for some objects throws.
 * @param {unknown} value @returns {string | null}
 */
function refOrNull(value) {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  throw new FrameError('A ref must be a string')
}

/**
 * Reads one frame. Whatever the bytes, this returns a message or throws a FrameError: a frame
 * comes from anyone holding the anon key, and nothing it holds may reach the process.
 * @param {Buffer} data @param {boolean} isBinary @param {string} vsn
 * @returns {Message}
 */
export function decodeFrame(data, isBinary, vsn) {
  if (isBinary) return decodeBroadcastPush(data)
  const parsed = parseJson(data.toString('utf8'), 'The frame is not JSON')
  if (vsn === '1.0.0') {
    if (!isObject(parsed) || Array.isArray(parsed)) throw new FrameError('Expected a message object')
    return checked({ joinRef: refOrNull(parsed.join_ref), ref: refOrNull(parsed.ref), topic: parsed.topic, event: parsed.event, payload: parsed.payload })
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) throw new FrameError('Expected [join_ref, ref, topic, event, payload]')
  const [joinRef, ref, topic, event, payload] = parsed
  return checked({ joinRef: refOrNull(joinRef), ref: refOrNull(ref), topic, event, payload })
}

/** @param {{ joinRef: string | null, ref: string | null, topic: unknown, event: unknown, payload: unknown }} message @returns {Message} */
function checked(message) {
  if (typeof message.topic !== 'string' || typeof message.event !== 'string') throw new FrameError('A message needs a topic and an event')
  return { joinRef: message.joinRef, ref: message.ref, topic: message.topic, event: message.event, payload: fieldsOf(message.payload) }
}

/** @param {Buffer} data @returns {Message} */
function decodeBroadcastPush(data) {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH) throw new FrameError('Unknown binary frame')
  const lengths = [data[1], data[2], data[3], data[4], data[5]]
  const encoding = data[6]
  if (7 + lengths.reduce((sum, length) => sum + length, 0) > data.length) throw new FrameError('Truncated binary frame')
  let offset = 7
  const [joinRef, ref, topic, userEvent, metadata] = lengths.map((length) => {
    const text = data.subarray(offset, offset + length).toString('utf8')
    offset += length
    return text
  })
  if (encoding !== JSON_ENCODING) throw new FrameError('Binary broadcast payloads are not supported')
  /** @type {Record<string, unknown>} */
  const broadcast = { type: 'broadcast', event: userEvent, payload: parseJson(data.subarray(offset).toString('utf8'), 'The broadcast payload is not JSON') }
  if (metadata) broadcast.meta = parseJson(metadata, 'The broadcast metadata is not JSON')
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: broadcast }
}

/** @param {string} text @param {string} refusal @returns {unknown} */
function parseJson(text, refusal) {
  try {
    return JSON.parse(text)
  } catch {
    throw new FrameError(refusal)
  }
}

/** @param {Message} message @param {string} vsn @returns {string} */
export function encodeFrame({ joinRef, ref, topic, event, payload }, vsn) {
  if (vsn === '1.0.0') return JSON.stringify({ join_ref: joinRef, ref, topic, event, payload })
  return JSON.stringify([joinRef, ref, topic, event, payload])
}
