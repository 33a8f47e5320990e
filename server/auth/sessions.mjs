// Sessions: an access token (HS256, 1 h) and a rotating refresh token per sign-in. The tokens of
// one session form a family: reuse of an old one outside the reuse interval revokes them all.
import { randomBytes, randomUUID } from 'node:crypto'
import { JWT_EXPIRY_SECONDS, JWT_SECRET } from '../config.mjs'
import { signJwt } from '../jwt.mjs'
import { toUserJson } from './users.mjs'

/**
 * @typedef {import('./users.mjs').UserRow} UserRow
 * @typedef {Pick<import('../db/types.mjs').Queryable, 'query'>} Transaction the auth transaction
 * @typedef {{ id: string | number, token: string, session_id: string }} RefreshTokenRow
 */

const newRefreshToken = () => randomBytes(16).toString('base64url')

/** @param {UserRow} user @param {string} sessionId @param {string} issuer */
function accessToken(user, sessionId, issuer) {
  const now = Math.floor(Date.now() / 1000)
  const claims = {
    aud: 'authenticated',
    exp: now + JWT_EXPIRY_SECONDS,
    iat: now,
    iss: issuer,
    sub: user.id,
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  }
  return { token: signJwt(claims, JWT_SECRET), expiresAt: claims.exp }
}

/**
 * The AccessTokenResponse supabase-js stores.
 * @param {UserRow} user @param {string} sessionId @param {string} refreshToken @param {string} issuer
 */
function sessionJson(user, sessionId, refreshToken, issuer) {
  const { token, expiresAt } = accessToken(user, sessionId, issuer)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: JWT_EXPIRY_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toUserJson(user),
  }
}

/** Opens a new session for `user` inside the auth transaction. @param {Transaction} tx @param {UserRow} user @param {string} issuer */
export async function createSession(tx, user, issuer) {
  const sessionId = randomUUID()
  const refreshToken = newRefreshToken()
  await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, user.id])
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [refreshToken, user.id, sessionId])
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id])
  return sessionJson(user, sessionId, refreshToken, issuer)
}

/**
 * Revokes `old` and issues its successor in the same session.
 * @param {Transaction} tx @param {UserRow} user @param {RefreshTokenRow} old @param {string} issuer
 */
export async function rotateRefreshToken(tx, user, old, issuer) {
  const refreshToken = newRefreshToken()
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [old.id])
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    refreshToken,
    user.id,
    old.session_id,
    old.token,
  ])
  await tx.query('update auth.sessions set updated_at = now() where id = $1', [old.session_id])
  return sessionJson(user, old.session_id, refreshToken, issuer)
}

/**
 * The session's current (unrevoked) refresh token, if any.
 * @param {Transaction} tx @param {string} sessionId @returns {Promise<string | null>}
 */
export async function activeRefreshToken(tx, sessionId) {
  /** @type {import('../db/types.mjs').QueryResult<{ token: string }>} */
  const { rows } = await tx.query(
    'select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
    [sessionId],
  )
  return rows[0]?.token ?? null
}

/**
 * A fresh access token paired with the session's current refresh token (GoTrue's reuse answer).
 * @param {Transaction} tx @param {UserRow} user @param {string} sessionId @param {string} refreshToken @param {string} issuer
 */
export async function resumeSession(tx, user, sessionId, refreshToken, issuer) {
  await tx.query('update auth.sessions set updated_at = now() where id = $1', [sessionId])
  return sessionJson(user, sessionId, refreshToken, issuer)
}

/**
 * Revokes every refresh token of a session: a reused token means it may have leaked.
 * @param {Transaction} tx @param {string} sessionId
 */
export async function revokeTokenFamily(tx, sessionId) {
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [sessionId])
}
