// PGlite (Postgres compiled to WebAssembly, in this process) behind the database interface.
// PGlite runs one transaction at a time, which is what makes concurrent requests safe here.
import { fsyncSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { NodeFS } from '@electric-sql/pglite/nodefs'

/**
 * @typedef {import('./types.mjs').Database} Database
 * @typedef {import('./types.mjs').Queryable} Queryable
 * @typedef {Database & { dump: () => Promise<Blob> }} PgliteDatabase
 * @typedef {{ NODEFS: { stream_ops: { fsync: (stream: { nfd?: number }) => number } } }} NodeFsModule
 *   the part of Emscripten's module that SyncingNodeFS replaces
 */

/**
 * PGlite's file layer (Emscripten's NODEFS) has no fsync: Postgres's calls return without
 * syncing, so a host crash could lose or corrupt committed data. This one syncs each file
 * Postgres asks to sync.
 */
class SyncingNodeFS extends NodeFS {
  /** @param {Parameters<NodeFS['init']>[0]} pg @param {Parameters<NodeFS['init']>[1]} options */
  async init(pg, options) {
    const result = await super.init(pg, options)
    const preRun = (result.emscriptenOpts.preRun ??= [])
    preRun.push((module) => {
      /** @type {NodeFsModule} */ (module).NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) fsyncSync(stream.nfd)
        return 0
      }
    })
    return result
  }
}

/**
 * Postgres's own durability settings, off in PGlite's cluster: fsync on, and the WAL flushed with
 * fsync() (fdatasync() is a no-op in PGlite's system layer). One fsync per commit.
 */
const durableStartParams = ['-c', 'fsync=on', '-c', 'wal_sync_method=fsync']

/**
 * @param {{ dataDir?: string, loadDataDir?: Blob, durable?: boolean }} options
 *   durable (default): commits in dataDir survive a host crash; false trades that for speed
 * @returns {Promise<PgliteDatabase>}
 */
export async function openPglite({ dataDir, loadDataDir, durable = true } = {}) {
  const storage = dataDir && durable ? { fs: new SyncingNodeFS(dataDir), startParams: [...PGlite.defaultStartParams, ...durableStartParams] } : { dataDir }
  const db = await PGlite.create({ ...storage, loadDataDir, extensions: { pgcrypto } })
  /** @param {PGlite | import('@electric-sql/pglite').Transaction} target @returns {Queryable} */
  const wrap = (target) => ({
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
    /** @template T @param {(tx: Queryable) => Promise<T>} fn @returns {Promise<T>} */
    transaction(fn) {
      return db.transaction((tx) => fn(wrap(tx)))
    },
    /**
     * Calls `onPayload` with each notification on `channel` (NOTIFY, after its transaction
     * commits). @param {string} channel @param {(payload: string) => void} onPayload
     * @returns {Promise<() => Promise<void>>} stops listening
     */
    async listen(channel, onPayload) {
      const stop = await db.listen(channel, onPayload)
      return () => stop()
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
