// Started by Playwright: a fresh embedded backend on E2E_API_PORT (its own data folder, wiped
// first), the production build on E2E_SITE_PORT, and a control port on 127.0.0.1 through which
// a journey stops and starts the backend (tests/e2e/support/backend-control.ts).
import { rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import { createSiteServer } from './serve.mjs'
import { createRenderFailures } from './site/render-failures.mjs'

const sitePort = Number(process.env.E2E_SITE_PORT ?? 4174)
const apiPort = Number(process.env.E2E_API_PORT ?? 54331)
const controlPort = Number(process.env.E2E_CONTROL_PORT ?? 4175)
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e'
const root = resolve(process.env.E2E_DIST ?? 'dist-e2e')

rmSync(dataDir, { recursive: true, force: true })
const { RATE_LIMIT_FACTOR_VARIABLE } = await import('../server/auth/rate-limits.mjs')
const { startBackend } = await import('../server/index.mjs')
const { SERVICE_ROLE_KEY } = await import('../server/config.mjs')
// Every journey signs up and in from 127.0.0.1: raise the auth limits for the run.
process.env[RATE_LIMIT_FACTOR_VARIABLE] ??= '1000'
const start = () => startBackend({ port: apiPort, dataDir, quiet: true })
/** @type {Awaited<ReturnType<typeof startBackend>> | null} */
let backend = await start()

// The site polls the change log often here: journeys check that a change reaches the HTML.
const startSite = async () => {
  const apiUrl = `http://127.0.0.1:${apiPort}`
  // Failed pages are reported to this run's own backend, with its demo service key.
  const failures = createRenderFailures({ apiUrl, source: 'server', serviceKey: SERVICE_ROLE_KEY })
  const { server } = await createSiteServer({ root, apiUrl, pollMs: 500, failures })
  await new Promise((resolve) => server.listen(sitePort, () => resolve(undefined)))
  return server
}
/** @type {import('node:http').Server | null} */
let site = await startSite()
/** @param {import('node:http').Server} server */
const closeSite = (server) => new Promise((resolve) => {
  server.close(() => resolve(undefined))
  server.closeAllConnections()
})

// POST /backend/stop closes the backend as a crash or a deploy would (its data stays), and
// POST /backend/start opens it again on the same folder and port. POST /site/stop and
// /site/start do the same with the site's server (its rendered pages stay on disk).
const control = createServer(async (req, res) => {
  try {
    if (req.method === 'POST' && req.url === '/backend/stop') {
      await backend?.close()
      backend = null
    } else if (req.method === 'POST' && req.url === '/backend/start') {
      backend ??= await start()
    } else if (req.method === 'POST' && req.url === '/site/stop') {
      if (site) await closeSite(site)
      site = null
    } else if (req.method === 'POST' && req.url === '/site/start') {
      site ??= await startSite()
    } else {
      res.writeHead(404).end()
      return
    }
    res.writeHead(204).end()
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error))
  }
}).listen(controlPort, '127.0.0.1')
console.log(`e2e: site http://localhost:${sitePort}, api ${backend.url}, control http://127.0.0.1:${controlPort}`)

const stop = async () => {
  if (site) await closeSite(site)
  control.close()
  await backend?.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
