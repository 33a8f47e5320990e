// Reading request bodies within a size limit.
/** @typedef {import('./errors.mjs').HttpError} HttpError */

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit bytes
 * @param {() => HttpError} tooLarge
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit, tooLarge) {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) {
    req.resume()
    return Promise.reject(tooLarge())
  }
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length
      if (size > limit) {
        req.removeAllListeners('data')
        req.resume()
        reject(tooLarge())
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/**
 * How deep a request body may nest. The app's deepest body is two levels; a bound keeps code
 * that walks a value (sanitising, building SQL parameters) from running out of stack.
 */
export const MAX_JSON_DEPTH = 64

/** Nesting depth of a parsed JSON value, walked without recursion. @param {unknown} value */
function depthOf(value) {
  let deepest = 0
  /** @type {Array<[unknown, number]>} */
  const pending = [[value, 1]]
  while (pending.length) {
    const [item, depth] = /** @type {[unknown, number]} */ (pending.pop())
    if (item === null || typeof item !== 'object') continue
    deepest = Math.max(deepest, depth)
    if (deepest > MAX_JSON_DEPTH) return deepest
    for (const child of Object.values(item)) pending.push([child, depth + 1])
  }
  return deepest
}

/**
 * Parses a JSON body; `invalid` builds the service-specific error from the parse error, and
 * from a body nested deeper than MAX_JSON_DEPTH.
 * @param {Buffer} buffer @param {(error: unknown, text: string) => Error} invalid
 * @returns {unknown} undefined for an empty body
 */
export function parseJson(buffer, invalid) {
  const text = buffer.toString('utf8')
  if (!text.trim()) return undefined
  /** @type {unknown} */
  let value
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw invalid(error, text)
  }
  if (depthOf(value) > MAX_JSON_DEPTH) throw invalid(new Error(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), text)
  return value
}
