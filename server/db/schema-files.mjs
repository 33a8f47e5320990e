// The SQL the backend applies, in order: the platform base, the project's migrations, the seed.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseToml } from '../supabase-config.mjs'
import { applyPendingMigrations, createLedger } from './migrations.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
export const platformFile = join(root, 'server/sql/platform.sql')
export const defaultMigrationsDir = join(root, 'supabase/migrations')

/**
 * The seed files of the project a migrations folder belongs to, in the order the CLI runs them:
 * `[db.seed] sql_paths` of its config.toml (relative to the supabase folder; `*` may stand in a
 * file name), or the CLI's default `./seed.sql`. None when `[db.seed] enabled = false`.
 */
export function seedFilesOf(migrationsDir = defaultMigrationsDir) {
  const projectDir = join(migrationsDir, '..')
  const configFile = join(projectDir, 'config.toml')
  const seed = existsSync(configFile) ? (parseToml(readFileSync(configFile, 'utf8'))['db.seed'] ?? {}) : {}
  if (seed.enabled === false) return []
  const patterns = Array.isArray(seed.sql_paths) ? seed.sql_paths.map(String) : ['./seed.sql']
  return [...new Set(patterns.flatMap((pattern) => expandPattern(join(projectDir, pattern))))]
}

/** The files a seed path names; `*` in its file name matches any run of characters. @param {string} path */
function expandPattern(path) {
  const name = basename(path)
  if (!name.includes('*')) return existsSync(path) ? [path] : []
  const dir = dirname(path)
  if (!existsSync(dir)) return []
  const matcher = new RegExp(`^${name.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`)
  return readdirSync(dir).filter((file) => matcher.test(file)).sort().map((file) => join(dir, file))
}

/** The migration files of `dir`, in the order the CLI applies them (by timestamp prefix). */
export function migrationFiles(dir = defaultMigrationsDir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => /^\d+_.*\.sql$/.test(name))
    .sort()
    .map((name) => join(dir, name))
}

/** Identifies a schema state, so a cached template is reused only for the same SQL. */
export function schemaHash(dir = defaultMigrationsDir) {
  const hash = createHash('sha256')
  for (const file of [platformFile, ...migrationFiles(dir), ...seedFilesOf(dir)]) {
    // Names, not full paths: a copy of the same migrations elsewhere is the same schema.
    if (existsSync(file)) hash.update(basename(file)).update(readFileSync(file))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * Builds a database from nothing: platform, every migration (recorded in the ledger), seed.
 * @param {Pick<import('./types.mjs').Database, 'query' | 'exec' | 'transaction'>} db
 * @param {{ seed?: boolean, migrationsDir?: string }} [options]
 */
export async function applySchema(db, { seed = true, migrationsDir = defaultMigrationsDir } = {}) {
  await createLedger(db)
  await db.exec(readFileSync(platformFile, 'utf8'))
  await applyPendingMigrations(db, migrationFiles(migrationsDir))
  if (!seed) return
  for (const seedFile of seedFilesOf(migrationsDir)) await db.exec(readFileSync(seedFile, 'utf8'))
}
