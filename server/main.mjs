// `node server/main.mjs`: the embedded backend as npm start and npm run dev run it.
import { SERVICE_ROLE_KEY } from './config.mjs'
import { startBackend } from './index.mjs'

const port = Number(process.env.SUPABASE_PORT ?? 54321)
const started = Date.now()
try {
  const backend = await startBackend({ port, dataDir: process.env.SUPABASE_DATA_DIR ?? '.data' })
  console.log(`Embedded Supabase API ready at ${backend.url} (${Date.now() - started} ms)`)
  const dispatcher = dispatchEmailEvery(backend.url, Number(process.env.EMAIL_DISPATCH_INTERVAL_MS ?? 10_000))
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    clearInterval(dispatcher)
    await backend.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
} catch (error) {
  console.error(`Embedded backend failed to start: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}

/**
 * What pg_cron does on a hosted project: calls the dispatch-email function now and then, which
 * sends what the outbox holds to the development mailbox. 0 turns it off.
 * @param {string} apiUrl @param {number} everyMs
 */
function dispatchEmailEvery(apiUrl, everyMs) {
  if (!(everyMs > 0)) return undefined
  let running = false
  let lastFailure = ''
  return setInterval(async () => {
    if (running) return
    running = true
    let failure = ''
    try {
      const response = await fetch(`${apiUrl}/functions/v1/dispatch-email`, { method: 'POST', headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` } })
      if (!response.ok) failure = `the dispatcher answered ${response.status} ${await response.text()}`
    } catch (error) {
      failure = `the dispatcher could not be called: ${error instanceof Error ? error.message : error}`
    } finally {
      // Said once, not every few seconds while it lasts.
      if (failure && failure !== lastFailure) console.error(`[mail] ${failure}`)
      lastFailure = failure
      running = false
    }
  }, everyMs)
}
