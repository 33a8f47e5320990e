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
    const chunks = []
    let size = 0
    req.on('data', (chunk) => {
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
 * Parses a JSON body; `invalid` builds the service-specific error from the parse error.
 * @param {Buffer} buffer @param {(error: unknown, text: string) => Error} invalid
 */
export function parseJson(buffer, invalid) {
  const text = buffer.toString('utf8')
  if (!text.trim()) return undefined
  try {
    return JSON.parse(text)
  } catch (error) {
    throw invalid(error, text)
  }
}
