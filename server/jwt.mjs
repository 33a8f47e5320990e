// HS256 JSON Web Tokens: what GoTrue issues and PostgREST and Storage verify.
import { createHmac, timingSafeEqual } from 'node:crypto'

const encode = (/** @type {unknown} */ value) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** @param {Record<string, unknown>} claims @param {string} secret */
export function signJwt(claims, secret) {
  const head = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`
  const signature = createHmac('sha256', secret).update(head).digest('base64url')
  return `${head}.${signature}`
}

export class JwtError extends Error {
  /** @param {'malformed' | 'signature' | 'expired'} reason @param {string} message */
  constructor(reason, message) {
    super(message)
    this.reason = reason
  }
}

/**
 * Verifies signature and expiry; returns the claims.
 * @param {string} token @param {string} secret @returns {Record<string, unknown>}
 */
export function verifyJwt(token, secret) {
  const parts = token.split('.')
  if (parts.length !== 3) throw new JwtError('malformed', `Expected 3 parts in JWT; got ${parts.length}`)
  const [header, payload, signature] = parts
  let parsedHeader, claims
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    throw new JwtError('malformed', 'JWT cryptographic operation failed')
  }
  if (parsedHeader?.alg !== 'HS256' || typeof claims !== 'object' || claims === null) {
    throw new JwtError('malformed', 'JWT cryptographic operation failed')
  }
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('signature', 'JWT cryptographic operation failed')
  }
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) throw new JwtError('expired', 'JWT expired')
  return claims
}
