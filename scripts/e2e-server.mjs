// Started by Playwright: a fresh embedded backend on E2E_API_PORT (its own data folder, wiped
// first) and the production build on E2E_SITE_PORT.
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { createStaticServer } from './serve.mjs'

const sitePort = Number(process.env.E2E_SITE_PORT ?? 4174)
const apiPort = Number(process.env.E2E_API_PORT ?? 54331)
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e'
const root = resolve(process.env.E2E_DIST ?? 'dist-e2e')

rmSync(dataDir, { recursive: true, force: true })
const { RATE_LIMIT_FACTOR_VARIABLE } = await import('../server/auth/rate-limits.mjs')
const { startBackend } = await import('../server/index.mjs')
// Every journey signs up and in from 127.0.0.1: raise the auth limits for the run.
process.env[RATE_LIMIT_FACTOR_VARIABLE] ??= '1000'
const backend = await startBackend({ port: apiPort, dataDir, quiet: true })

const site = createStaticServer({ root, apiUrl: `http://127.0.0.1:${apiPort}` }).listen(sitePort)
console.log(`e2e: site http://localhost:${sitePort}, api ${backend.url}`)

const stop = async () => {
  site.close()
  await backend.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
