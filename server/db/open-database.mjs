// Opens the backend's database: a real PostgreSQL when given a URL, otherwise PGlite persisted
// in `<dataDir>/db`, created from a cached template (platform + migrations + seed) when new.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openPglite } from './pglite.mjs'
import { openPostgres } from './postgres.mjs'
import { applySchema, schemaHash } from './schema-files.mjs'

const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/embedded-supabase', import.meta.url))

/** A PGlite data-directory tarball with the current schema and seed, built once per schema. */
async function templateTarball() {
  const file = join(cacheDir, `template-${schemaHash()}.tar`)
  if (existsSync(file)) return new Blob([readFileSync(file)])
  const db = await openPglite()
  await applySchema(db)
  const tarball = await db.dump()
  await db.close()
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()))
  return tarball
}

/**
 * @param {{ dataDir?: string | null, databaseUrl?: string }} options
 *   dataDir null = in memory (tests); databaseUrl = an existing PostgreSQL to migrate and seed.
 */
export async function openDatabase({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const db = await openPostgres(databaseUrl)
    const { rows } = await db.query("select to_regclass('auth.users') is not null as ready")
    if (!rows[0].ready) await applySchema(db)
    return db
  }
  if (!dataDir) return openPglite({ loadDataDir: await templateTarball() })
  const dbDir = join(dataDir, 'db')
  if (existsSync(join(dbDir, 'PG_VERSION'))) return openPglite({ dataDir: dbDir })
  mkdirSync(dbDir, { recursive: true })
  return openPglite({ dataDir: dbDir, loadDataDir: await templateTarball() })
}
