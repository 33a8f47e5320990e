// The one-time tokens of confirmation and recovery e-mails: the link a mail carries, and using
// its token once to open a session.
import { randomBytes } from 'node:crypto'
import { CONFIRMATION_TTL_MS, RECOVERY_TTL_MS } from '../config.mjs'
import { createSession } from './sessions.mjs'
import { findExistingUser } from './users.mjs'

/** @typedef {import('./service.mjs').AuthService} AuthService */

const LINK_TYPES = ['signup', 'recovery', 'email', 'magiclink', 'invite']

export const newLinkToken = () => randomBytes(28).toString('hex')

/**
 * The address a mail sends the user to: GET /verify, which redirects to `redirectTo`.
 * @param {AuthService} auth @param {string} token @param {'signup' | 'recovery'} type @param {string} redirectTo
 */
export function linkTo(auth, token, type, redirectTo) {
  return `${auth.issuer}/verify?${new URLSearchParams({ token, type, redirect_to: redirectTo })}`
}

/**
 * Uses a one-time e-mail token (it confirms the address); returns a new session, or null when
 * the token is invalid or expired.
 * @param {AuthService} auth @param {unknown} token @param {unknown} type
 */
export async function redeemLinkToken(auth, token, type) {
  if (!token || typeof type !== 'string' || !LINK_TYPES.includes(type)) return null
  const isRecovery = type === 'recovery'
  const column = isRecovery ? 'recovery_token' : 'confirmation_token'
  const sentColumn = isRecovery ? 'recovery_sent_at' : 'confirmation_sent_at'
  const ttlSeconds = (isRecovery ? RECOVERY_TTL_MS : CONFIRMATION_TTL_MS) / 1000
  return auth.asAuth(async (tx) => {
    /** @type {import('../db/types.mjs').QueryResult<{ id: string, confirms: boolean }>} */
    const { rows } = await tx.query(
      `with link as (
         select id, email_confirmed_at is null as confirms from auth.users
         where ${column} = $1 and ${column} <> '' and ${sentColumn} > now() - make_interval(secs => ${ttlSeconds})
         for update
       )
       update auth.users u set ${column} = '',
         email_confirmed_at = coalesce(u.email_confirmed_at, now()), updated_at = now()
       from link where u.id = link.id
       returning u.id, link.confirms`,
      [token],
    )
    if (!rows[0]) return null
    // The address is proven from now on: no session opened before (by whoever knew a password
    // then) outlives it.
    if (rows[0].confirms) await tx.query('delete from auth.sessions where user_id = $1', [rows[0].id])
    const user = await findExistingUser(tx, 'u.id = $1', [rows[0].id])
    return createSession(tx, user, auth.issuer)
  })
}
