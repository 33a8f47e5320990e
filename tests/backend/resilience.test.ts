/**
 * The embedded backend survives what a small server meets: a database restart under it, a kill
 * during its very first start, and (on PGlite) commits synced to disk unless told otherwise.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from '../../server/db/pglite.mjs'
import { startBackend } from '../../server/index.mjs'
import { freePort, startBackendProcess, stopBackendProcess, waitUntilUp } from './backend-process'
import { ANON_KEY, client, engine, seeded } from './helpers'
import { startPostgres15 } from './postgres15'

const work = mkdtempSync(join(tmpdir(), 'resilience-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe.skipIf(engine !== 'postgres15')('a PostgreSQL restart under the running backend', () => {
  it('drops the closed connections and answers the next requests', async () => {
    const cluster = await startPostgres15()
    const backend = await startBackend({ port: 0, dataDir: null, databaseUrl: cluster.url, bcryptCost: 4, quiet: true })
    try {
      const anon = client(ANON_KEY, backend.url)
      // Several requests at once, so the pool holds several idle connections when the server goes.
      const reads = await Promise.all(Array.from({ length: 6 }, () => anon.from('communities').select('id').limit(1)))
      expect(reads.every((read) => read.error === null)).toBe(true)

      cluster.restart()

      const read = await anon.from('communities').select('id').eq('id', 'londono-lietuviu-bendruomene')
      expect(read.error).toBeNull()
      expect(read.data).toEqual([{ id: 'londono-lietuviu-bendruomene' }])
      const signIn = await client(ANON_KEY, backend.url).auth.signInWithPassword(seeded.member)
      expect(signIn.error).toBeNull()
    } finally {
      await backend.close()
      cluster.stop()
    }
  }, 60_000)
})

/** Waits, checking without pause, until a database folder (finished or not) has its first file. */
function untilDatabaseFilesAppear(dataDir: string) {
  const started = Date.now()
  while (Date.now() - started < 30_000) {
    const folders = existsSync(dataDir) ? readdirSync(dataDir).filter((name) => name.startsWith('db')) : []
    if (folders.some((name) => existsSync(join(dataDir, name, 'PG_VERSION')))) return
  }
  throw new Error('no database folder appeared')
}

describe.skipIf(engine !== 'pglite')('a kill during the first start', () => {
  // Before this was atomic, a kill while the database folder was being written left a folder
  // that looked made (PG_VERSION present) and never started again.
  it.each([
    ['while the new database is being written', (dataDir: string) => untilDatabaseFilesAppear(dataDir)],
    ['before any database file exists', () => new Promise((r) => setTimeout(r, 150))],
  ])('%s leaves a folder the next start can use', async (_moment, until) => {
    const dataDir = join(work, `boot-${Math.random().toString(36).slice(2)}`)
    const port = await freePort()
    const first = startBackendProcess(port, dataDir)
    await until(dataDir)
    await stopBackendProcess(first, 'SIGKILL')

    const next = startBackendProcess(port, dataDir)
    try {
      await waitUntilUp(next)
      const { data, error } = await client(ANON_KEY, next.api).from('communities').select('id').eq('id', 'velso-lietuviu-bendruomene')
      expect(error).toBeNull()
      expect(data).toHaveLength(1)
      // The half-made folder of the killed start is gone; only the finished database remains.
      expect(readdirSync(dataDir).filter((name) => name.includes('.partial-'))).toEqual([])
    } finally {
      await stopBackendProcess(next)
    }
  }, 60_000)
})

describe.skipIf(engine !== 'pglite')('PGlite on disk', () => {
  const settings = async (durable: boolean) => {
    const dir = join(work, `settings-${durable}`)
    const db = await openPglite({ dataDir: dir, durable })
    try {
      const { rows } = await db.query("select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method")
      return rows[0]
    } finally {
      await db.close()
      if (existsSync(dir)) rmSync(dir, { recursive: true, force: true })
    }
  }

  it('syncs every commit by default, and skips it only when asked', async () => {
    expect(await settings(true)).toEqual({ fsync: 'on', method: 'fsync' })
    expect(await settings(false)).toMatchObject({ fsync: 'off' })
  })
})
