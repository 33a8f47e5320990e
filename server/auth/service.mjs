// What every Auth endpoint shares: the database, the mail outbox, the limits, the issuer of its
// tokens, and the one way auth writes reach the database.
import { REFRESH_TOKEN_REUSE_INTERVAL } from '../config.mjs'
import { createRateLimiter, rateLimitSettings } from './rate-limits.mjs'

/**
 * @typedef {import('../db/types.mjs').Database} Database
 * @typedef {import('../db/types.mjs').Queryable} Queryable
 * @typedef {import('../http/app.mjs').Context} Context
 * @typedef {import('../http/app.mjs').Reply} Reply
 * @typedef {{ db: Database, outbox: Pick<ReturnType<typeof import('../mail/outbox.mjs').createOutbox>, 'send'>,
 *   apiUrl: string, siteUrl: string, bcryptCost: number, refreshTokenReuseInterval?: number,
 *   limiter?: ReturnType<typeof createRateLimiter> }} AuthDeps
 *   refreshTokenReuseInterval: seconds; limiter: shared by every instance of the routes (they are
 *   rebuilt once the port is known)
 * @typedef {ReturnType<typeof createAuthService>} AuthService
 * @typedef {(ctx: Context, auth: AuthService) => Promise<Reply>} AuthHandler
 */

/** @param {AuthDeps} deps */
export function createAuthService({
  db,
  outbox,
  apiUrl,
  siteUrl,
  bcryptCost,
  refreshTokenReuseInterval = REFRESH_TOKEN_REUSE_INTERVAL,
  limiter = createRateLimiter(rateLimitSettings()),
}) {
  const cost = Number(bcryptCost)

  async function newDecoyHash() {
    /** @type {import('../db/types.mjs').QueryResult<{ hash: string }>} */
    const { rows } = await db.query(`select extensions.crypt('decoy', extensions.gen_salt('bf', ${cost})) as hash`)
    return rows[0].hash
  }
  /** @type {Promise<string> | null} */
  let decoyHash = null

  return {
    db,
    outbox,
    siteUrl,
    limiter,
    /** Seconds a rotated refresh token may still be presented. */
    refreshTokenReuseInterval: Number(refreshTokenReuseInterval),
    /** The `iss` of the tokens and the base of the e-mail links. */
    issuer: `${apiUrl}/auth/v1`,
    /** SQL that hashes the parameter $1 with bcrypt at the configured cost. */
    hashSql: `extensions.crypt($1, extensions.gen_salt('bf', ${cost}))`,
    /**
     * A hash compared against when no account has the address, so an unknown e-mail costs the
     * same bcrypt work as a wrong password and the answer's timing reveals nothing.
     * @returns {Promise<string>}
     */
    decoyHash() {
      return (decoyHash ??= newDecoyHash())
    },
    /**
     * Every auth write runs as the auth server's own role, which cannot touch public tables.
     * @template T @param {(tx: Queryable) => Promise<T>} fn @returns {Promise<T>}
     */
    asAuth(fn) {
      return db.transaction(async (tx) => {
        await tx.query("select set_config('role', 'supabase_auth_admin', true)")
        return fn(tx)
      })
    },
  }
}
