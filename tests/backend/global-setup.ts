/**
 * Starts one embedded backend for the whole backend suite: on PGlite in memory by default, or
 * on a throwaway PostgreSQL 15 cluster when BACKEND_ENGINE=postgres15 (Debian's binaries, run
 * as the postgres OS user, never as root).
 */
import type { TestProject } from 'vitest/node'
import { startPostgres15 } from './postgres15'
import { RATE_LIMIT_FACTOR_VARIABLE } from '../../server/auth/rate-limits.mjs'
import { startBackend } from '../../server/index.mjs'

// Every test signs up and in from 127.0.0.1: raise the auth limits for the suite (and for the
// backends its tests start). tests/backend/rate-limits.test.ts checks the real limits.
process.env[RATE_LIMIT_FACTOR_VARIABLE] ??= '1000'

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
