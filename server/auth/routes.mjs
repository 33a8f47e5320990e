// The Auth API (GoTrue subset) under /auth/v1: sign-up with e-mail confirmation, password and
// refresh-token grants, user read/update, logout, recovery and e-mail link verification.
import { randomBytes, randomUUID } from 'node:crypto'
import { CONFIRMATION_TTL_MS, JWT_SECRET, RECOVERY_TTL_MS, REFRESH_TOKEN_REUSE_INTERVAL } from '../config.mjs'
import { readBody, parseJson } from '../http/request.mjs'
import { JwtError, verifyJwt } from '../jwt.mjs'
import { authError, badJson, badJwt } from './errors.mjs'
import { activeRefreshToken, createSession, resumeSession, revokeTokenFamily, rotateRefreshToken } from './sessions.mjs'
import { findUser, toUserJson } from './users.mjs'
import { checkEmail, checkPassword, safeRedirect } from './validation.mjs'
import { confirmationMail, recoveryMail } from './mails.mjs'
import { createRateLimiter, rateLimitSettings } from './rate-limits.mjs'

const newToken = () => randomBytes(28).toString('hex')

/** The client's address, the key of GoTrue's per-IP limits. */
const clientAddress = (ctx) => ctx.req.socket.remoteAddress ?? ''

/**
 * @param {{ db: any, outbox: any, apiUrl: string, siteUrl: string, bcryptCost: number,
 *   refreshTokenReuseInterval?: number, limiter?: ReturnType<typeof createRateLimiter> }} deps
 *   limiter: shared by every instance of these routes (the routes are rebuilt once the port is known)
 */
export function authRoutes({
  db,
  outbox,
  apiUrl,
  siteUrl,
  bcryptCost,
  refreshTokenReuseInterval = REFRESH_TOKEN_REUSE_INTERVAL,
  limiter = createRateLimiter(rateLimitSettings()),
}) {
  const issuer = `${apiUrl}/auth/v1`
  const hashSql = `extensions.crypt($1, extensions.gen_salt('bf', ${Number(bcryptCost)}))`
  // Compared against when no account has the address, so an unknown e-mail costs the same
  // bcrypt work as a wrong password and the answer's timing reveals nothing.
  let decoyHash = null
  const decoy = () =>
    (decoyHash ??= db
      .query(`select extensions.crypt('decoy', extensions.gen_salt('bf', ${Number(bcryptCost)})) as hash`)
      .then(({ rows }) => rows[0].hash))

  /** Every auth write runs as the auth server's own role, which cannot touch public tables. */
  const asAuth = (fn) =>
    db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'supabase_auth_admin', true)")
      return fn(tx)
    })

  async function body(ctx) {
    const buffer = await readBody(ctx.req, 1024 * 1024, () => authError(413, 'request_too_large', 'Request body too large'))
    const value = parseJson(buffer, badJson)
    return value && typeof value === 'object' ? value : {}
  }

  /** The user behind a Bearer access token, or the GoTrue error. */
  async function authenticate(ctx) {
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

  const handlers = {
    'GET /health': async () => ({ status: 200, body: { version: 'embedded', name: 'GoTrue', description: 'Embedded GoTrue-compatible auth' } }),
    'GET /settings': async () => ({
      status: 200,
      body: { external: { email: true }, disable_signup: false, mailer_autoconfirm: false, phone_autoconfirm: false },
    }),

    'POST /signup': async (ctx) => {
      limiter.request('signInSignUp', clientAddress(ctx))
      const input = await body(ctx)
      const email = checkEmail(input.email)
      const password = checkPassword(input.password, { forSignup: true })
      const redirectTo = safeRedirect(ctx.url.searchParams.get('redirect_to'), siteUrl)
      const data = input.data && typeof input.data === 'object' ? input.data : {}
      const result = await asAuth(async (tx) => {
        const existing = await findUser(tx, 'lower(u.email) = $1', [email])
        if (existing?.email_confirmed_at) return { fake: true }
        // Throws before any row is written: over the limit, nobody is signed up without a mail.
        limiter.email()
        const token = newToken()
        if (existing) {
          await tx.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [existing.id, token])
          return { user: await findUser(tx, 'u.id = $1', [existing.id]), token }
        }
        const { rows } = await tx.query(
          `insert into auth.users (aud, role, email, encrypted_password, confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data)
           values ('authenticated', 'authenticated', $2, ${hashSql}, $3, now(), '{"provider":"email","providers":["email"]}', $4::jsonb)
           returning id`,
          [password, email, token, JSON.stringify(data)],
        )
        const id = rows[0].id
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
           values ($1, $2, $3::jsonb, 'email', now())`,
          [id, id, JSON.stringify({ sub: id, email, email_verified: false, phone_verified: false })],
        )
        return { user: await findUser(tx, 'u.id = $1', [id]), token }
      })
      if (result.fake) {
        // GoTrue hides whether an address is registered: a fake user with no identities.
        const now = new Date().toISOString()
        return {
          status: 200,
          body: { id: randomUUID(), aud: 'authenticated', role: 'authenticated', email, phone: '', confirmation_sent_at: now, app_metadata: { provider: 'email', providers: ['email'] }, user_metadata: {}, identities: [], created_at: now, updated_at: now, is_anonymous: false },
        }
      }
      outbox.send(confirmationMail({ to: email, link: verifyLink(result.token, 'signup', redirectTo) }))
      return { status: 200, body: toUserJson(result.user) }
    },

    'POST /token': async (ctx) => {
      const grant = ctx.url.searchParams.get('grant_type')
      const input = await body(ctx)
      if (grant === 'password') {
        limiter.request('signInSignUp', clientAddress(ctx))
        return passwordGrant(input)
      }
      if (grant === 'refresh_token') {
        limiter.request('tokenRefresh', clientAddress(ctx))
        return refreshGrant(input)
      }
      throw authError(400, 'invalid_credentials', 'unsupported_grant_type')
    },

    'GET /user': async (ctx) => {
      const claims = await authenticate(ctx)
      const user = await findUser(db, 'u.id = $1', [claims.sub])
      if (!user) throw authError(404, 'user_not_found', 'User not found')
      return { status: 200, body: toUserJson(user) }
    },

    'PUT /user': async (ctx) => {
      const claims = await authenticate(ctx)
      const input = await body(ctx)
      const user = await asAuth(async (tx) => {
        if (input.password !== undefined && input.password !== null) {
          const password = checkPassword(input.password)
          const { rows } = await tx.query(
            'select encrypted_password = extensions.crypt($2, encrypted_password) as same from auth.users where id = $1',
            [claims.sub, password],
          )
          if (rows[0]?.same) throw authError(422, 'same_password', 'New password should be different from the old password.')
          await tx.query(`update auth.users set encrypted_password = ${hashSql}, updated_at = now() where id = $2`, [password, claims.sub])
          // As GoTrue does: a new password ends every other session (their refresh tokens go
          // with them) and voids any recovery or confirmation link still in a mailbox.
          await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [claims.sub, claims.session_id ?? null])
          await tx.query("update auth.users set recovery_token = '', confirmation_token = '' where id = $1", [claims.sub])
        }
        if (input.data && typeof input.data === 'object') {
          await tx.query(
            'update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, \'{}\') || $2::jsonb, updated_at = now() where id = $1',
            [claims.sub, JSON.stringify(input.data)],
          )
        }
        return findUser(tx, 'u.id = $1', [claims.sub])
      })
      return { status: 200, body: toUserJson(user) }
    },

    'POST /logout': async (ctx) => {
      const claims = await authenticate(ctx)
      const scope = ctx.url.searchParams.get('scope') ?? 'global'
      await asAuth(async (tx) => {
        if (scope === 'local') await tx.query('delete from auth.sessions where id = $1', [claims.session_id])
        else if (scope === 'others') await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [claims.sub, claims.session_id])
        else await tx.query('delete from auth.sessions where user_id = $1', [claims.sub])
      })
      return { status: 204 }
    },

    'POST /recover': async (ctx) => {
      const input = await body(ctx)
      const email = checkEmail(input.email)
      const redirectTo = safeRedirect(ctx.url.searchParams.get('redirect_to'), siteUrl)
      // Counted whether or not the address has an account, so a 429 reveals nothing either.
      limiter.email()
      const token = newToken()
      const found = await asAuth(async (tx) => {
        const { rowCount } = await tx.query(
          'update auth.users set recovery_token = $2, recovery_sent_at = now() where lower(email) = $1',
          [email, token],
        )
        return rowCount > 0
      })
      // Same answer whether or not the address exists.
      if (found) outbox.send(recoveryMail({ to: email, link: verifyLink(token, 'recovery', redirectTo) }))
      return { status: 200, body: {} }
    },

    'GET /verify': async (ctx) => {
      limiter.request('verification', clientAddress(ctx))
      const params = ctx.url.searchParams
      const redirectTo = safeRedirect(params.get('redirect_to'), siteUrl)
      const session = await verifyToken(params.get('token'), params.get('type'))
      const target = new URL(redirectTo)
      if (!session) {
        target.hash = 'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb='
      } else {
        const fragment = new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          sb: '',
          token_type: 'bearer',
          type: params.get('type') ?? '',
        })
        target.hash = fragment.toString()
      }
      return { status: 303, headers: { Location: target.href } }
    },

    'POST /verify': async (ctx) => {
      limiter.request('verification', clientAddress(ctx))
      const input = await body(ctx)
      const session = await verifyToken(input.token_hash ?? input.token, input.type)
      if (!session) throw authError(403, 'otp_expired', 'Email link is invalid or has expired')
      return { status: 200, body: session }
    },
  }

  function verifyLink(token, type, redirectTo) {
    return `${issuer}/verify?${new URLSearchParams({ token, type, redirect_to: redirectTo })}`
  }

  async function passwordGrant(input) {
    const email = typeof input.email === 'string' ? input.email.toLowerCase() : ''
    const password = typeof input.password === 'string' ? input.password : ''
    if (!email || !password) throw authError(400, 'validation_failed', 'missing email or phone')
    const decoyPassword = await decoy()
    return asAuth(async (tx) => {
      // One bcrypt comparison whether or not the address exists (against the decoy when not).
      const { rows } = await tx.query(
        `select u.id, u.email_confirmed_at is not null as confirmed, u.encrypted_password as stored, attempt.hash
         from (select 1) as one
         left join auth.users u on lower(u.email) = $1 and u.deleted_at is null
         cross join lateral (select extensions.crypt($2, coalesce(nullif(u.encrypted_password, ''), $3)) as hash) as attempt`,
        [email, password, decoyPassword],
      )
      const row = rows[0]
      // Compared here, not in SQL, where `and` could skip the hashing for an unknown address.
      if (!row?.id || row.hash !== row.stored) throw authError(400, 'invalid_credentials', 'Invalid login credentials')
      if (!row.confirmed) throw authError(400, 'email_not_confirmed', 'Email not confirmed')
      const user = await findUser(tx, 'u.id = $1', [row.id])
      const session = await createSession(tx, user, issuer)
      return { status: 200, body: session }
    })
  }

  /**
   * GoTrue's refresh grant: a live token is rotated. A rotated token presented again within the
   * reuse interval (a second tab, a retried request) gets the session's current token back;
   * later, it is treated as stolen and the whole session family is revoked.
   */
  async function refreshGrant(input) {
    const token = typeof input.refresh_token === 'string' ? input.refresh_token : ''
    const outcome = await asAuth(async (tx) => {
      const { rows } = await tx.query(
        `select r.id, r.token, r.revoked, r.session_id, r.user_id,
                r.updated_at > now() - make_interval(secs => $2) as reusable
         from auth.refresh_tokens r join auth.sessions s on s.id = r.session_id where r.token = $1`,
        [token, Number(refreshTokenReuseInterval)],
      )
      const old = rows[0]
      if (!old) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      const user = await findUser(tx, 'u.id = $1::uuid', [old.user_id])
      if (!old.revoked) return { session: await rotateRefreshToken(tx, user, old, issuer) }
      const current = old.reusable ? await activeRefreshToken(tx, old.session_id) : null
      if (current) return { session: await resumeSession(tx, user, old.session_id, current, issuer) }
      // GoTrue commits the revocation and then refuses, so the refusal must not roll it back.
      await revokeTokenFamily(tx, old.session_id)
      return { session: null }
    })
    if (!outcome.session) throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
    return { status: 200, body: outcome.session }
  }

  /** Uses a one-time e-mail token; returns a new session, or null when invalid or expired. */
  async function verifyToken(token, type) {
    if (!token || !['signup', 'recovery', 'email', 'magiclink', 'invite'].includes(type)) return null
    const isRecovery = type === 'recovery'
    const column = isRecovery ? 'recovery_token' : 'confirmation_token'
    const sentColumn = isRecovery ? 'recovery_sent_at' : 'confirmation_sent_at'
    const ttlSeconds = (isRecovery ? RECOVERY_TTL_MS : CONFIRMATION_TTL_MS) / 1000
    return asAuth(async (tx) => {
      const { rows } = await tx.query(
        `update auth.users set ${column} = '',
           email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
         where ${column} = $1 and ${column} <> '' and ${sentColumn} > now() - make_interval(secs => ${ttlSeconds})
         returning id`,
        [token],
      )
      if (!rows[0]) return null
      const user = await findUser(tx, 'u.id = $1', [rows[0].id])
      return createSession(tx, user, issuer)
    })
  }

  return async (ctx) => {
    if (!ctx.path.startsWith('/auth/v1/')) return null
    const key = `${ctx.method === 'HEAD' ? 'GET' : ctx.method} ${ctx.path.slice('/auth/v1'.length)}`
    const handler = handlers[key]
    if (!handler) throw authError(404, 'not_found', 'Not found')
    return handler(ctx)
  }
}
