import { HttpError } from '../http/errors.mjs'

/**
 * GoTrue's error answer, readable by supabase-js whether or not X-Supabase-Api-Version is
 * visible through CORS: the body carries both code/message and the legacy error_code/msg.
 * @param {number} status @param {string} code @param {string} message @param {Record<string, unknown>} [extra]
 */
export function authError(status, code, message, extra = {}) {
  return new HttpError(
    status,
    { code, error_code: code, msg: message, message, ...extra },
    { 'X-Supabase-Api-Version': '2024-01-01', 'x-sb-error-code': code },
  )
}

/**
 * GoTrue appends Go's JSON decoder error. The truncated body is the common case; otherwise the
 * offending character is named, as Go does.
 * @param {unknown} error what JSON.parse threw @param {string} text the body
 */
export function badJson(error, text) {
  const reason = error instanceof Error ? error.message : ''
  const position = Number(reason.match(/position (\d+)/)?.[1] ?? NaN)
  const char = Number.isNaN(position) ? reason.match(/token '?(.)/)?.[1] : text[position]
  const detail = /end of JSON input|Unterminated/i.test(reason) || char === undefined
    ? 'unexpected end of JSON input'
    : `invalid character '${char}' looking for beginning of value`
  return authError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`)
}

/**
 * GoTrue's bad_jwt messages, which carry the JWT library's (golang-jwt v5) reason.
 * @param {import('../jwt.mjs').JwtError['reason']} reason @param {string} [message]
 */
export function badJwt(reason, message = '') {
  const detail =
    reason === 'expired'
      ? 'token has invalid claims: token is expired'
      : reason === 'signature'
        ? 'token signature is invalid: signature is invalid'
        : message.startsWith('Expected 3 parts')
          ? 'token is malformed: token contains an invalid number of segments'
          : 'token is malformed: could not JSON decode header'
  return authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`)
}
