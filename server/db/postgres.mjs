// A real PostgreSQL (DATABASE_URL) behind the same interface as PGlite, through a pg pool.
// The pool outlives a database restart: a connection the server closed is dropped from the
// pool (without the 'error' listener, node-postgres would crash the process), and work that
// fails before it reaches the server is tried once more on a fresh connection.
import pg from 'pg'

/**
 * @typedef {import('./types.mjs').Database} Database
 * @typedef {import('./types.mjs').Queryable} Queryable
 */

// Return timestamps and other values as Postgres prints them; responses are built in SQL anyway.
const identity = (/** @type {string} */ value) => value
for (const oid of [1082, 1114, 1184]) pg.types.setTypeParser(oid, identity)

/**
 * A connection the server ended or that broke: nothing sent on it was applied, and a new
 * connection may succeed. 57P01–57P03: the server is shutting down or starting; 08xxx:
 * connection exceptions.
 * @param {unknown} error
 */
export function isConnectionLost(error) {
  if (!(error instanceof Error)) return false
  const code = /** @type {{ code?: unknown }} */ (error).code
  if (typeof code === 'string' && (/^08/.test(code) || /^57P0[123]$/.test(code) || ['ECONNRESET', 'ECONNREFUSED', 'EPIPE'].includes(code))) return true
  return /Connection terminated|Client has encountered a connection error|not queryable/i.test(error.message)
}

/**
 * @param {string} connectionString @param {{ onError?: (error: Error) => void }} [options]
 * @returns {Promise<Database>}
 */
export async function openPostgres(connectionString, { onError = () => {} } = {}) {
  const pool = new pg.Pool({ connectionString, max: 10 })
  pool.on('error', onError)
  await pool.query('select 1')

  /** A client whose connection works, replacing ones the server closed while they were idle. */
  async function usableClient() {
    for (let attempt = 0; ; attempt++) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        return client
      } catch (error) {
        client.release(true)
        if (attempt > 0 || !isConnectionLost(error)) throw error
      }
    }
  }

  /** @template T @param {(tx: Queryable) => Promise<T>} fn @returns {Promise<T>} */
  async function transaction(fn) {
    const client = await usableClient()
    let broken = false
    try {
      const result = await fn({
        async query(sql, params = []) {
          const r = await client.query(sql, params)
          return { rows: r.rows, rowCount: r.rowCount ?? r.rows.length }
        },
        async exec(sql) {
          await client.query(sql)
        },
      })
      await client.query('commit')
      return result
    } catch (error) {
      broken = isConnectionLost(error)
      if (!broken) await client.query('rollback').catch(() => {})
      throw error
    } finally {
      client.release(broken)
    }
  }

  /**
   * Calls `onPayload` with each notification on `channel`, on a connection of its own (a pooled
   * one would stop listening when returned). A lost connection is replaced after a second;
   * notifications sent meanwhile are missed, as with any LISTEN.
   * @param {string} channel @param {(payload: string) => void} onPayload
   * @returns {Promise<() => Promise<void>>} stops listening
   */
  async function listen(channel, onPayload) {
    let stopped = false
    /** @type {pg.Client | null} */
    let client = null
    const connect = async () => {
      const next = new pg.Client({ connectionString })
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '')
      })
      next.on('error', (error) => {
        onError(error)
        next.end().catch(() => {})
        if (!stopped) setTimeout(() => void connect().catch(onError), 1000).unref()
      })
      await next.connect()
      await next.query(`listen ${pg.escapeIdentifier(channel)}`)
      client = next
    }
    await connect()
    return async () => {
      stopped = true
      await client?.end().catch(() => {})
    }
  }

  return {
    engine: 'postgres',
    listen,
    /**
     * One statement in a transaction of its own, so a connection lost before it ran is retried.
     * @param {string} sql @param {unknown[]} [params]
     */
    query(sql, params = []) {
      return transaction((tx) => tx.query(sql, params))
    },
    /** @param {string} sql */
    exec(sql) {
      return transaction((tx) => tx.exec(sql))
    },
    transaction,
    dump: undefined,
    close() {
      return pool.end()
    },
  }
}
