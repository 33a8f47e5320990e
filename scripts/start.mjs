// npm start: builds the site, starts the embedded backend (unless VITE_SUPABASE_URL points
// elsewhere) and serves the build at http://localhost:4173. Ctrl-C stops both.
import { run, startChild, waitForUrl } from './lib/processes.mjs'
import { supabaseUrl, usesEmbeddedBackend } from './lib/env.mjs'
import { printBanner } from './lib/banner.mjs'
import { SERVICE_ROLE_KEY } from '../server/config.mjs'

const port = Number(process.env.PORT ?? 4173)
const embedded = usesEmbeddedBackend()
// The build and the site's server report pages that fail to render on the dashboard with the
// service key: the embedded backend's is its well-known demo key; a hosted project's is the
// operator's to set (docs/deploy.md).
if (embedded) process.env.SUPABASE_SERVICE_ROLE_KEY = SERVICE_ROLE_KEY

// The build renders every public page from the database, so the backend is up before it starts.
const backend = embedded ? startChild(process.execPath, ['server/main.mjs']) : null
if (backend) await waitForUrl(`${supabaseUrl()}/auth/v1/health`, 60_000)
const buildCode = await run(process.execPath, ['scripts/build.mjs'])
if (buildCode !== 0) {
  backend?.kill('SIGTERM')
  process.exit(buildCode)
}

startChild(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port) } })
await waitForUrl(`http://localhost:${port}/`)
printBanner({ siteUrl: `http://localhost:${port}`, apiUrl: supabaseUrl(), embedded })
