// A throwaway PostgreSQL 15 cluster from Debian's binaries for the scale bench, run as the
// postgres OS user (never as root) on a free loopback port; the same recipe as the backend
// suite's second engine (tests/backend/postgres15.ts).
import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PG_BIN = '/usr/lib/postgresql/15/bin'

/** A port nothing listens on, on 127.0.0.1. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** @param {string[]} args */
function asPostgres(args) {
  const asRoot = process.getuid?.() === 0
  execFileSync(asRoot ? 'runuser' : args[0], asRoot ? ['-u', 'postgres', '--', ...args] : args.slice(1), { stdio: 'pipe' })
}

/** Starts the cluster; `stop()` ends it and deletes its folder (safe to call twice). */
export async function startCluster() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-scale-pg-'))
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  chmodSync(dir, 0o700)
  const port = await freePort()
  asPostgres([`${PG_BIN}/initdb`, '-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'])
  // Durability off: the bench measures the portal, not the disk.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`
  const pgCtl = (/** @type {string[]} */ ...args) => asPostgres([`${PG_BIN}/pg_ctl`, '-D', `${dir}/data`, '-l', `${dir}/log`, '-w', ...args])
  pgCtl('-o', options, 'start')
  let stopped = false
  return {
    dir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return
      stopped = true
      try {
        pgCtl('-m', 'immediate', 'stop')
      } catch {
        // already down
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
