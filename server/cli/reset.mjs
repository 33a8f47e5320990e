// npm run db:reset: wipes the embedded backend's data (.data/) and re-creates it from the
// migrations and seed. Refuses while a running backend holds the folder.
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { isDataDirLocked } from '../db/lock.mjs'
import { openDatabase } from '../db/open-database.mjs'

const dataDir = resolve(process.env.SUPABASE_DATA_DIR ?? '.data')
if (isDataDirLocked(dataDir)) {
  console.error(`${dataDir} is in use: stop npm start / npm run dev first.`)
  process.exit(1)
}
rmSync(dataDir, { recursive: true, force: true })
const started = Date.now()
const db = await openDatabase({ dataDir })
/** @type {{ rows: Array<{ users: number }> }} */
const { rows } = await db.query('select count(*)::int as users from auth.users')
await db.close()
console.log(`Reset ${dataDir}: migrations and seed applied (${rows[0].users} seeded users) in ${Date.now() - started} ms`)
