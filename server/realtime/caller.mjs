// Who a channel's subscriber is: the claims of the access token sent with the join (or with a
// later 'access_token' message), else of the apikey the socket connected with.
import { JWT_SECRET } from '../config.mjs'
import { JwtError, verifyJwt } from '../jwt.mjs'

const ROLES = new Set(['anon', 'authenticated', 'service_role'])

/** A token Realtime refuses; the message is what the join's error reply carries. */
export class TokenError extends Error {}

/** @param {string} token @returns {number | undefined} */
function expiryOf(token) {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof claims?.exp === 'number' ? claims.exp : undefined
  } catch {
    return undefined
  }
}

/**
 * @param {string} token
 * @returns {{ role: string, claims: Record<string, unknown>, expiresAt: number | null }} expiresAt in ms
 */
export function callerOf(token) {
  let claims
  try {
    claims = verifyJwt(token, JWT_SECRET)
  } catch (error) {
    if (!(error instanceof JwtError)) throw error
    if (error.reason === 'expired') {
      const seconds = Math.max(0, Math.round(Date.now() / 1000 - (expiryOf(token) ?? 0)))
      throw new TokenError(`InvalidJWTToken: Token has expired ${seconds} seconds ago`)
    }
    throw new TokenError('InvalidJWTToken: Invalid token')
  }
  const role = typeof claims.role === 'string' && ROLES.has(claims.role) ? claims.role : null
  if (!role) throw new TokenError('InvalidJWTToken: The token has no role Realtime accepts')
  return { role, claims, expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null }
}
