// The SQL the backend applies, in order: the platform base, the project's migrations, the seed.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { applyPendingMigrations, createLedger } from './migrations.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
export const platformFile = join(root, 'server/sql/platform.sql')
export const defaultMigrationsDir = join(root, 'supabase/migrations')

/** The seed beside a migrations folder, as the CLI lays them out (supabase/seed.sql). */
export const seedFileOf = (migrationsDir = defaultMigrationsDir) => join(migrationsDir, '..', 'seed.sql')

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
  for (const file of [platformFile, ...migrationFiles(dir), seedFileOf(dir)]) {
    // Names, not full paths: a copy of the same migrations elsewhere is the same schema.
    if (existsSync(file)) hash.update(basename(file)).update(readFileSync(file))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * Builds a database from nothing: platform, every migration (recorded in the ledger), seed.
 * @param {{ exec: (sql: string) => Promise<void> }} db
 */
export async function applySchema(db, { seed = true, migrationsDir = defaultMigrationsDir } = {}) {
  await createLedger(db)
  await db.exec(readFileSync(platformFile, 'utf8'))
  await applyPendingMigrations(db, migrationFiles(migrationsDir))
  const seedFile = seedFileOf(migrationsDir)
  if (seed && existsSync(seedFile)) await db.exec(readFileSync(seedFile, 'utf8'))
}
