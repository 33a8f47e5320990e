// The SQL the backend applies, in order: the platform base, the project's migrations, the seed.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
export const platformFile = join(root, 'server/sql/platform.sql')
export const migrationsDir = join(root, 'supabase/migrations')
export const seedFile = join(root, 'supabase/seed.sql')

export function migrationFiles() {
  if (!existsSync(migrationsDir)) return []
  return readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(migrationsDir, name))
}

/** Identifies a schema state, so a cached template is reused only for the same SQL. */
export function schemaHash() {
  const hash = createHash('sha256')
  for (const file of [platformFile, ...migrationFiles(), seedFile]) {
    if (existsSync(file)) hash.update(file).update(readFileSync(file))
  }
  return hash.digest('hex').slice(0, 16)
}

/** @param {{ exec: (sql: string) => Promise<void> }} db */
export async function applySchema(db, { seed = true } = {}) {
  await db.exec(readFileSync(platformFile, 'utf8'))
  for (const file of migrationFiles()) {
    try {
      await db.exec(readFileSync(file, 'utf8'))
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : error}`)
    }
  }
  if (seed && existsSync(seedFile)) await db.exec(readFileSync(seedFile, 'utf8'))
}
