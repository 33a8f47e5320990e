// `node server/main.mjs`: the embedded backend as npm start and npm run dev run it.
import { startBackend } from './index.mjs'

const port = Number(process.env.SUPABASE_PORT ?? 54321)
const started = Date.now()
try {
  const backend = await startBackend({ port, dataDir: process.env.SUPABASE_DATA_DIR ?? '.data' })
  console.log(`Embedded Supabase API ready at ${backend.url} (${Date.now() - started} ms)`)
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await backend.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
} catch (error) {
  console.error(`Embedded backend failed to start: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
