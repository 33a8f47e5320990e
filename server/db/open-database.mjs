// Opens the backend's database: a real PostgreSQL when given a URL, otherwise PGlite persisted
// in `<dataDir>/db`, created from a cached template (platform + migrations + seed) when new.
// An existing database gets the migrations it has not seen yet; the seed runs only on creation.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { applyPendingMigrations } from './migrations.mjs'
import { openPglite } from './pglite.mjs'
import { openPostgres } from './postgres.mjs'
import { applySchema, defaultMigrationsDir, migrationFiles, schemaHash } from './schema-files.mjs'

/** Brings an opened database up to date, closing it again if a migration fails. */
async function migrated(db, migrationsDir) {
  try {
    await applyPendingMigrations(db, migrationFiles(migrationsDir))
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}

const defaultCacheDir = fileURLToPath(new URL('../../node_modules/.cache/embedded-supabase', import.meta.url))

/** A PGlite data-directory tarball with the current schema and seed, built once per schema. */
async function templateTarball(migrationsDir, cacheDir) {
  const file = join(cacheDir, `template-${schemaHash(migrationsDir)}.tar`)
  if (existsSync(file)) return new Blob([readFileSync(file)])
  const db = await openPglite()
  await applySchema(db, { migrationsDir })
  const tarball = await db.dump()
  await db.close()
  mkdirSync(cacheDir, { recursive: true })
  // Written aside and renamed, so a process starting meanwhile never reads half a template.
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()))
  renameSync(partial, file)
  return tarball
}

/**
 * @param {{ dataDir?: string | null, databaseUrl?: string, migrationsDir?: string, cacheDir?: string }} options
 *   dataDir null = in memory (tests); databaseUrl = an existing PostgreSQL to migrate and seed;
 *   migrationsDir defaults to supabase/migrations; cacheDir holds the migrated templates.
 */
export async function openDatabase({
  dataDir,
  databaseUrl,
  migrationsDir = defaultMigrationsDir,
  cacheDir = process.env.EMBEDDED_SUPABASE_CACHE_DIR || defaultCacheDir,
}) {
  if (databaseUrl) {
    const db = await openPostgres(databaseUrl)
    const { rows } = await db.query("select to_regclass('auth.users') is not null as ready")
    if (rows[0].ready) return migrated(db, migrationsDir)
    await applySchema(db, { migrationsDir })
    return db
  }
  if (!dataDir) return openPglite({ loadDataDir: await templateTarball(migrationsDir, cacheDir) })
  const dbDir = join(dataDir, 'db')
  if (existsSync(join(dbDir, 'PG_VERSION'))) return migrated(await openPglite({ dataDir: dbDir }), migrationsDir)
  mkdirSync(dbDir, { recursive: true })
  return openPglite({ dataDir: dbDir, loadDataDir: await templateTarball(migrationsDir, cacheDir) })
}
