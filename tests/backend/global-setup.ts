/**
 * Starts one embedded backend for the whole backend suite: on PGlite in memory by default, or
 * on a throwaway PostgreSQL 15 cluster when BACKEND_ENGINE=postgres15 (Debian's binaries, run
 * as the postgres OS user, never as root).
 */
import { execFileSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { RATE_LIMIT_FACTOR_VARIABLE } from '../../server/auth/rate-limits.mjs'
import { startBackend } from '../../server/index.mjs'

// Every test signs up and in from 127.0.0.1: raise the auth limits for the suite (and for the
// backends its tests start). tests/backend/rate-limits.test.ts checks the real limits.
process.env[RATE_LIMIT_FACTOR_VARIABLE] ??= '1000'

const PG_BIN = '/usr/lib/postgresql/15/bin'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

function asPostgres(args: string[]) {
  execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'pipe' })
}

async function startPostgres15() {
  const dir = mkdtempSync(join(tmpdir(), 'pg15-'))
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
  chownSync(dir, uid, gid)
  const port = await freePort()
  asPostgres([`${PG_BIN}/initdb`, '-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'])
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  asPostgres([`${PG_BIN}/pg_ctl`, '-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-o', options, 'start'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres([`${PG_BIN}/pg_ctl`, '-D', `${dir}/data`, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

export default async function setup(project: TestProject) {
  const postgres = process.env.BACKEND_ENGINE === 'postgres15' ? await startPostgres15() : null
  const backend = await startBackend({
    port: Number(process.env.BACKEND_TEST_PORT ?? 0),
    dataDir: null,
    databaseUrl: postgres?.url,
    bcryptCost: 4,
    quiet: true,
  })
  project.provide('apiUrl', backend.url)
  project.provide('engine', postgres ? 'postgres15' : 'pglite')
  // Tests that read the catalogue or pg_stat_activity connect to the same cluster.
  project.provide('databaseUrl', postgres?.url ?? '')
  return async () => {
    await backend.close()
    postgres?.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string
    engine: 'pglite' | 'postgres15'
    databaseUrl: string
  }
}
