// POST /auth/v1/token?grant_type=refresh_token: GoTrue's refresh grant. A live token is rotated.
// A rotated token presented again within the reuse interval (a second tab, a retried request)
// gets the session's current token back; later, it is treated as stolen and the whole session
// family is revoked.
import { authError } from '../errors.mjs'
import { clientAddress } from '../request.mjs'
import { activeRefreshToken, resumeSession, revokeTokenFamily, rotateRefreshToken } from '../sessions.mjs'
import { findExistingUser } from '../users.mjs'

/** @type {import('./token.mjs').Grant} */
export async function refreshGrant(ctx, auth, input) {
  auth.limiter.request('tokenRefresh', clientAddress(ctx))
  const token = typeof input.refresh_token === 'string' ? input.refresh_token : ''
  const session = await auth.asAuth(async (tx) => {
    /** @type {import('../../db/types.mjs').QueryResult<import('../sessions.mjs').RefreshTokenRow & { revoked: boolean, user_id: string, reusable: boolean }>} */
    const { rows } = await tx.query(
      `select r.id, r.token, r.revoked, r.session_id, r.user_id,
              r.updated_at > now() - make_interval(secs => $2) as reusable
       from auth.refresh_tokens r join auth.sessions s on s.id = r.session_id where r.token = $1`,
      [token, auth.refreshTokenReuseInterval],
    )
    const old = rows[0]
    if (!old) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    const user = await findExistingUser(tx, 'u.id = $1::uuid', [old.user_id])
    if (!old.revoked) return rotateRefreshToken(tx, user, old, auth.issuer)
    const current = old.reusable ? await activeRefreshToken(tx, old.session_id) : null
    if (current) return resumeSession(tx, user, old.session_id, current, auth.issuer)
    // GoTrue commits the revocation and then refuses, so the refusal must not roll it back.
    await revokeTokenFamily(tx, old.session_id)
    return null
  })
  if (!session) throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
  return { status: 200, body: session }
}
