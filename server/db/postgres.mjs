// A real PostgreSQL (DATABASE_URL) behind the same interface as PGlite, through a pg pool.
import pg from 'pg'

// Return timestamps and other values as Postgres prints them; responses are built in SQL anyway.
const identity = (value) => value
for (const oid of [1082, 1114, 1184]) pg.types.setTypeParser(oid, identity)

/** @param {string} connectionString */
export async function openPostgres(connectionString) {
  const pool = new pg.Pool({ connectionString, max: 10 })
  await pool.query('select 1')
  return {
    engine: 'postgres',
    /** @param {string} sql @param {unknown[]} [params] */
    async query(sql, params = []) {
      const result = await pool.query(sql, params)
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length }
    },
    /** @param {string} sql */
    async exec(sql) {
      await pool.query(sql)
    },
    /** @template T @param {(tx: { query: Function, exec: Function }) => Promise<T>} fn @returns {Promise<T>} */
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('begin')
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
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    dump: undefined,
    close() {
      return pool.end()
    },
  }
}
