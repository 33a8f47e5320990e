// npm run dev: Vite with hot reload on http://localhost:5173 plus the embedded backend.
import { npx, startChild, waitForUrl } from './lib/processes.mjs'
import { supabaseUrl, usesEmbeddedBackend } from './lib/env.mjs'
import { printBanner } from './lib/banner.mjs'

const embedded = usesEmbeddedBackend()
if (embedded) {
  startChild(process.execPath, ['server/main.mjs'])
  await waitForUrl(`${supabaseUrl()}/auth/v1/health`, 60_000)
}
startChild(npx, ['vite', '--port', '5173'])
await waitForUrl('http://localhost:5173/')
printBanner({ siteUrl: 'http://localhost:5173', apiUrl: supabaseUrl(), embedded })
