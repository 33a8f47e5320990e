// The caller of an endpoint that needs a signed-in user: a valid access token whose session
// still exists (logging out or changing the password ends sessions before their tokens expire).
import { JWT_SECRET } from '../config.mjs'
import { JwtError, verifyJwt } from '../jwt.mjs'
import { authError, badJwt } from './errors.mjs'

/**
 * The claims of the Bearer access token, or the GoTrue error.
 * @param {import('../http/app.mjs').Context} ctx @param {Pick<import('../db/types.mjs').Queryable, 'query'>} db
 * @returns {Promise<Record<string, unknown>>}
 */
export async function authenticate(ctx, db) {
  const header = ctx.headers.authorization ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7) : ''
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  let claims
  try {
    claims = verifyJwt(token, JWT_SECRET)
  } catch (error) {
    throw error instanceof JwtError ? badJwt(error.reason, error.message) : error
  }
  if (!claims.sub) throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim')
  const { rows } = await db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [claims.session_id ?? null, claims.sub])
  if (rows.length === 0) throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
  return claims
}
