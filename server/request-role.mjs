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

/**
 * Starts a request's transaction the way PostgREST does: role, claims and search_path, all local.
 * @param {Pick<import('./db/types.mjs').Queryable, 'query'>} tx @param {RequestCaller} caller
 * @param {{ method: string, path: string }} request
 */
export async function enterRole(tx, { role, claims }, { method, path }) {
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('search_path', 'public', true), set_config('request.method', $3, true),
            set_config('request.path', $4, true)`,
    [role, JSON.stringify({ ...claims, role }), method, path],
  )
}
