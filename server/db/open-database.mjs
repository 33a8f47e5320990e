// Opens the backend's database: a real PostgreSQL when given a URL, otherwise PGlite persisted
// in `<dataDir>/db`, created from a cached template (platform + migrations + seed) when new.
// An existing database gets the migrations it has not seen yet; the seed runs only on creation.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { extractTar } from './extract-tar.mjs'
import { applyPendingMigrations } from './migrations.mjs'
import { openPglite } from './pglite.mjs'
import { openPostgres } from './postgres.mjs'
import { applySchema, defaultMigrationsDir, migrationFiles, platformFile, schemaHash } from './schema-files.mjs'

/** @typedef {import('./types.mjs').Database} Database */

/**
 * Brings an opened database up to date, closing it again if a migration fails. The platform
 * SQL is applied again first (it is idempotent), so a database created by an older backend
 * gains what the platform has since added (the realtime schema) before new migrations use it.
 * @param {Database} db @param {string} migrationsDir @returns {Promise<Database>}
 */
async function migrated(db, migrationsDir) {
  try {
    await db.exec(readFileSync(platformFile, 'utf8'))
    await applyPendingMigrations(db, migrationFiles(migrationsDir))
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}

const defaultCacheDir = fileURLToPath(new URL('../../node_modules/.cache/embedded-supabase', import.meta.url))

/**
 * A PGlite data-directory tarball with the current schema and seed, built once per schema.
 * @param {string} migrationsDir @param {string} cacheDir @returns {Promise<Blob>}
 */
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
 * Creates a new database folder atomically: the template is unpacked aside and renamed into
 * place only once complete, so a process killed during its very first start leaves no
 * half-made database that could never start. Leftovers of such a start are removed first.
 * @param {string} dbDir @param {Buffer} template
 */
function createDatabaseFolder(dbDir, template) {
  const parent = dirname(dbDir)
  mkdirSync(parent, { recursive: true })
  for (const name of readdirSync(parent)) {
    if (name.startsWith(`${basename(dbDir)}.partial-`)) rmSync(join(parent, name), { recursive: true, force: true })
  }
  const partial = `${dbDir}.partial-${process.pid}`
  extractTar(template, partial)
  renameSync(partial, dbDir)
}

/**
 * @param {{ dataDir?: string | null, databaseUrl?: string, migrationsDir?: string, cacheDir?: string, durable?: boolean }} options
 *   dataDir null = in memory (tests); databaseUrl = an existing PostgreSQL to migrate and seed;
 *   migrationsDir defaults to supabase/migrations; cacheDir holds the migrated templates;
 *   durable false skips syncing PGlite's files to disk (faster, unsafe on a host crash).
 * @returns {Promise<Database>}
 */
export async function openDatabase({
  dataDir,
  databaseUrl,
  migrationsDir = defaultMigrationsDir,
  cacheDir = process.env.EMBEDDED_SUPABASE_CACHE_DIR || defaultCacheDir,
  durable = true,
}) {
  if (databaseUrl) {
    const db = await openPostgres(databaseUrl, {
      onError: (error) => console.warn(`[backend] a database connection was lost (${error.message}); the next request opens a new one.`),
    })
    /** @type {import('./types.mjs').QueryResult<{ ready: boolean }>} */
    const { rows } = await db.query("select to_regclass('auth.users') is not null as ready")
    if (rows[0].ready) return migrated(db, migrationsDir)
    await applySchema(db, { migrationsDir })
    return db
  }
  if (!dataDir) return openPglite({ loadDataDir: await templateTarball(migrationsDir, cacheDir) })
  const dbDir = join(dataDir, 'db')
  // A folder without PG_VERSION holds no database (a first start killed before this code made
  // creation atomic): kept aside for inspection, never deleted, and replaced by a new one.
  if (existsSync(dbDir) && !existsSync(join(dbDir, 'PG_VERSION'))) renameSync(dbDir, `${dbDir}.incomplete-${Date.now()}`)
  if (!existsSync(dbDir)) createDatabaseFolder(dbDir, Buffer.from(await (await templateTarball(migrationsDir, cacheDir)).arrayBuffer()))
  return migrated(await openPglite({ dataDir: dbDir, durable }), migrationsDir)
}
