// npm run db:seed:directory: writes supabase/seeds/directory.sql from the directory data compiled
// into the app, through the same codecs the pages read entries with. A unit test fails when the
// file and the data differ, naming this command.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const target = fileURLToPath(new URL('../supabase/seeds/directory.sql', import.meta.url))

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' })
try {
  const seedModule = await vite.ssrLoadModule('/src/features/directory/seed-sql.ts')
  /** @type {() => string} */
  const directorySeedSql = seedModule.directorySeedSql
  writeFileSync(target, directorySeedSql())
  console.log(`Wrote ${target}`)
} finally {
  await vite.close()
}
