/**
 * A throwaway PostgreSQL 15 cluster from Debian's binaries, run as the postgres OS user (never
 * as root), on a free loopback port: the backend suite's second engine, and the cluster a test
 * restarts under a running backend.
 */
import { execFileSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './backend-process'

const PG_BIN = '/usr/lib/postgresql/15/bin'

function asPostgres(args: string[]) {
  execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'pipe' })
}

export async function startPostgres15() {
  const dir = mkdtempSync(join(tmpdir(), 'pg15-'))
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
  chownSync(dir, uid, gid)
  const port = await freePort()
  asPostgres([`${PG_BIN}/initdb`, '-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'])
  // A test cluster: durability off for speed (the embedded engine's durability is tested apart).
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  const pgCtl = (...args: string[]) => asPostgres([`${PG_BIN}/pg_ctl`, '-D', `${dir}/data`, '-l', `${dir}/log`, '-w', ...args])
  pgCtl('-o', options, 'start')
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server (ending every connection) and starts it again; returns once it accepts connections. */
    restart() {
      pgCtl('-m', 'fast', '-o', options, 'restart')
    },
    stop() {
      try {
        pgCtl('-m', 'fast', 'stop')
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
