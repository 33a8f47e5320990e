// PGlite (Postgres compiled to WebAssembly, in this process) behind the database interface.
// PGlite runs one transaction at a time, which is what makes concurrent requests safe here.
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'

/** @param {{ dataDir?: string, loadDataDir?: Blob }} options */
export async function openPglite({ dataDir, loadDataDir } = {}) {
  const db = await PGlite.create({ dataDir, loadDataDir, extensions: { pgcrypto } })
  /** @param {{ query: Function, exec: Function }} target */
  const wrap = (target) => ({
    /** @param {string} sql @param {unknown[]} [params] */
    async query(sql, params = []) {
      const result = await target.query(sql, params)
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
    },
    /** Runs a multi-statement script (migrations). @param {string} sql */
    async exec(sql) {
      await target.exec(sql)
    },
  })
  return {
    engine: 'pglite',
    ...wrap(db),
    /** @template T @param {(tx: { query: Function, exec: Function }) => Promise<T>} fn @returns {Promise<T>} */
    transaction(fn) {
      return db.transaction((tx) => fn(wrap(tx)))
    },
    /** A tarball of the whole data directory, to boot later instances from. */
    dump() {
      return db.dumpDataDir('none')
    },
    close() {
      return db.close()
    },
  }
}
