// The migrations ledger, as the Supabase CLI keeps it: supabase_migrations.schema_migrations holds
// the version (timestamp prefix) of every applied file, so a restart applies only new ones.
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'

/** @typedef {import('./types.mjs').Database} Database */

// Databases created before the ledger existed have every migration up to this one.
const PRE_LEDGER_VERSION = '20250601120800'

const LEDGER_SQL = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    statements text[],
    name text
  );`

/**
 * `20250601120900_tighten_grants.sql` → { version: '20250601120900', name: 'tighten_grants' }.
 * A file named otherwise could not be recorded in the ledger, so it is refused.
 * @param {string} file @returns {{ version: string, name: string }}
 */
export function migrationId(file) {
  const match = basename(file).match(/^(\d+)_(.*)\.sql$/)
  if (!match) throw new Error(`Migration ${basename(file)} is not named <version>_<name>.sql`)
  return { version: match[1], name: match[2] }
}

/** Starts an empty ledger: for a database being built from nothing. @param {Pick<Database, 'exec'>} db */
export async function createLedger(db) {
  await db.exec(LEDGER_SQL)
}

/**
 * Creates the ledger if missing; true when the database already had a schema without one.
 * @param {Pick<Database, 'query' | 'exec'>} db
 */
async function ensureLedger(db) {
  /** @type {import('./types.mjs').QueryResult<{ ledger: boolean, schema: boolean }>} */
  const { rows } = await db.query(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as ledger,
            to_regclass('auth.users') is not null as schema`,
  )
  if (rows[0].ledger) return false
  await db.exec(LEDGER_SQL)
  return rows[0].schema
}

/**
 * Applies, in order, each file whose version the ledger lacks; each file and its ledger row in
 * one transaction, so a failed migration leaves neither.
 * @param {Pick<Database, 'query' | 'exec' | 'transaction'>} db
 * @param {string[]} files @returns {Promise<string[]>} the versions applied
 */
export async function applyPendingMigrations(db, files) {
  if (await ensureLedger(db)) {
    // An existing database from before the ledger: record what it already has.
    const old = files.map((file) => migrationId(file).version).filter((version) => version <= PRE_LEDGER_VERSION)
    await db.query(
      `insert into supabase_migrations.schema_migrations (version, name)
       select v, 'applied before the ledger' from unnest($1::text[]) as v on conflict do nothing`,
      [old],
    )
  }
  /** @type {import('./types.mjs').QueryResult<{ version: string }>} */
  const { rows } = await db.query('select version from supabase_migrations.schema_migrations')
  const applied = new Set(rows.map((row) => row.version))
  const done = []
  for (const file of files) {
    const { version, name } = migrationId(file)
    if (applied.has(version)) continue
    const sql = readFileSync(file, 'utf8')
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [version, name, [sql]])
      })
    } catch (error) {
      throw new Error(`Migration ${basename(file)} failed: ${error instanceof Error ? error.message : error}`)
    }
    done.push(version)
  }
  return done
}
