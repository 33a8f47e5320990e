// Who is calling: the role and claims in the Bearer token (or the apikey), as PostgREST and
// Storage decide it. Authorization itself is left to Postgres.
import { JWT_SECRET } from './config.mjs'
import { JwtError, verifyJwt } from './jwt.mjs'

const ROLES = new Set(['anon', 'authenticated', 'service_role'])

/**
 * @typedef {{ role: string, claims: Record<string, unknown> }} RequestCaller
 * @typedef {{ authorization?: string, apikey?: string | string[] }} CallerHeaders
 *   the request's headers; the data API adds the apikey query parameter as `apikey`
 */

export class RoleError extends Error {
  /** @param {string} code PostgREST's code @param {string} message @param {string} reason the JWT failure */
  constructor(code, message, reason = 'claims') {
    super(message)
    this.code = code
    this.reason = reason
  }
}

/** @param {CallerHeaders} headers @returns {RequestCaller} */
export function requestRole(headers) {
  const authorization = headers.authorization ?? ''
  const token = authorization.startsWith('Bearer ') ? authorization.slice(7).trim() : String(headers.apikey ?? '')
  if (!token) return { role: 'anon', claims: { role: 'anon' } }
  try {
    const claims = verifyJwt(token, JWT_SECRET)
    const role = typeof claims.role === 'string' && ROLES.has(claims.role) ? claims.role : null
    if (!role) throw new RoleError('PGRST301', 'JWT role is not allowed')
    return { role, claims }
  } catch (error) {
    if (error instanceof RoleError) throw error
    if (!(error instanceof JwtError)) throw error
    if (error.reason === 'expired') throw new RoleError('PGRST303', 'JWT expired', 'expired')
    throw new RoleError('PGRST301', error.message, error.reason)
  }
}

/** Headers a client could send to pass for another address; this server is the first hop. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'cf-connecting-ip']

/**
 * The request's headers as PostgREST gives them to Postgres (`request.headers`, names in lower
 * case), with `x-forwarded-for` set to the connection's address as a proxy in front of PostgREST
 * would: the database's per-client limits read it. A client's own forwarding headers are dropped.
 * @param {import('node:http').IncomingMessage} req @returns {string} JSON
 */
export function requestHeadersJson(req) {
  /** @type {Record<string, string>} */
  const headers = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || FORWARDING_HEADERS.includes(name)) continue
    headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? ''
  return JSON.stringify(headers)
}

/**
 * Starts a request's transaction the way PostgREST does: role, claims, search_path and the
 * request's headers, all local.
 * @param {Pick<import('./db/types.mjs').Queryable, 'query'>} tx @param {RequestCaller} caller
 * @param {{ method: string, path: string, req?: import('node:http').IncomingMessage }} request
 */
export async function enterRole(tx, { role, claims }, { method, path, req }) {
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('search_path', 'public', true), set_config('request.method', $3, true),
            set_config('request.path', $4, true), set_config('request.headers', $5, true)`,
    [role, JSON.stringify({ ...claims, role }), method, path, req ? requestHeadersJson(req) : '{}'],
  )
}
