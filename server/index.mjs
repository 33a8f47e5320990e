// The embedded Supabase-compatible backend: Auth, the data API, Storage and Realtime over an embedded
// Postgres (or DATABASE_URL), on the Supabase CLI's port. See README and docs/backend.md.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createRateLimiter, rateLimitSettings } from './auth/rate-limits.mjs'
import { authRoutes } from './auth/routes.mjs'
import { createApp } from './http/app.mjs'
import { lockDataDir } from './db/lock.mjs'
import { openDatabase } from './db/open-database.mjs'
import { functionRoutes } from './functions/routes.mjs'
import { createOutbox, MAILBOX_PATH, mailRoutes } from './mail/outbox.mjs'
import { loadSchemaCache } from './rest/schema-cache.mjs'
import { attachRealtime } from './realtime/realtime-server.mjs'
import { restRoutes } from './rest/routes.mjs'
import { storageRoutes } from './storage/routes.mjs'

/** Set to 1 to skip syncing the embedded database's files to disk: faster, unsafe on a host crash. */
export const UNSAFE_NO_FSYNC_VARIABLE = 'EMBEDDED_SUPABASE_UNSAFE_NO_FSYNC'

/**
 * @param {{ port?: number, host?: string, dataDir?: string | null, databaseUrl?: string,
 *   bcryptCost?: number, quiet?: boolean, siteUrl?: string, migrationsDir?: string,
 *   refreshTokenReuseInterval?: number, durable?: boolean,
 *   rateLimits?: { factor?: number } & Partial<import('./auth/rate-limits.mjs').RateLimitSettings> }} [options]
 *   dataDir null keeps everything in memory (tests); port 0 picks a free port; migrationsDir
 *   and refreshTokenReuseInterval (seconds) default to supabase/; rateLimits replaces
 *   config.toml's auth limits, and its factor the AUTH_RATE_LIMIT_FACTOR environment variable;
 *   durable false skips syncing writes to disk (opt-in only, with the variable below).
 */
export async function startBackend({
  port = 54321,
  host = '127.0.0.1',
  dataDir = '.data',
  databaseUrl = process.env.DATABASE_URL,
  bcryptCost = 10,
  quiet = false,
  siteUrl = 'http://localhost:4173',
  migrationsDir = undefined,
  refreshTokenReuseInterval = undefined,
  rateLimits = {},
  durable = process.env[UNSAFE_NO_FSYNC_VARIABLE] !== '1',
} = {}) {
  const resolvedDir = dataDir ? resolve(dataDir) : null
  if (!durable && resolvedDir && !databaseUrl) {
    console.warn(`${UNSAFE_NO_FSYNC_VARIABLE}=1: writes are not synced to disk; a host crash can lose or corrupt data.`)
  }
  const unlock = resolvedDir && !databaseUrl ? lockDataDir(resolvedDir) : () => {}
  let db
  try {
    db = await openDatabase({ dataDir: resolvedDir, databaseUrl, migrationsDir, durable })
  } catch (error) {
    unlock()
    throw error
  }
  let schema = await loadSchemaCache(db)
  const outbox = createOutbox({ quiet })
  const filesDir = join(resolvedDir ?? mkdtempSync(join(tmpdir(), 'embedded-supabase-')), 'storage')
  const { factor, ...limits } = rateLimits
  const limiter = createRateLimiter(rateLimitSettings(limits, factor))
  const deps = { db, outbox, siteUrl, bcryptCost, refreshTokenReuseInterval, limiter }

  let apiUrl = `http://${host}:${port}`
  // Auth needs its public URL (for tokens and links), known once the port is bound.
  let auth = authRoutes({ ...deps, apiUrl })
  const onError = (/** @type {unknown} */ error) => console.error('[backend] unexpected error:', error)
  const server = createApp(
    [
      mailRoutes(outbox),
      (ctx) => auth(ctx),
      restRoutes({ db, getSchema: () => schema }),
      storageRoutes({ db, filesDir, onError }),
      functionRoutes({ getApiUrl: () => apiUrl, siteUrl }),
    ],
    { onError, privatePaths: [MAILBOX_PATH] },
  )
  // An idle connection is kept for a minute, as the gateways in front of hosted projects keep
  // theirs: with Node's 5 s, a burst that kept the database busy (200 sign-ins hashing at once)
  // let the server close connections the clients had just sent a request on (ECONNRESET).
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  await new Promise((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolveListen(undefined))
  })
  const realtime = await attachRealtime(server, { db, onError })
  const address = server.address()
  if (address && typeof address === 'object') apiUrl = `http://${host}:${address.port}`
  auth = authRoutes({ ...deps, apiUrl })

  return {
    url: apiUrl,
    db,
    outbox,
    /** Re-reads tables and functions (after a migration applied at run time). */
    async reloadSchema() {
      schema = await loadSchemaCache(db)
    },
    async close() {
      await realtime.close()
      await new Promise((done) => {
        server.close(() => done(undefined))
        // A kept-alive connection whose request ends after this turns idle: close it then, not
        // a minute later.
        const sweep = setInterval(() => server.closeIdleConnections(), 100)
        server.once('close', () => clearInterval(sweep))
      })
      server.closeAllConnections?.()
      await db.close()
      unlock()
    },
  }
}
