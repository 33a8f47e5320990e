/**
 * Migrations reach an existing database: the backend keeps the CLI's ledger
 * (supabase_migrations.schema_migrations) and applies only files it has not recorded; the seed
 * runs on creation only. Also the upgrade of a database made before the ledger existed.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { applyPendingMigrations } from '../../server/db/migrations.mjs'
import { migrationFiles } from '../../server/db/schema-files.mjs'
import { startBackend } from '../../server/index.mjs'
import { databaseUrl, engine, SERVICE_ROLE_KEY } from './helpers'

const work = mkdtempSync(join(tmpdir(), 'ledger-'))
const migrationsDir = join(work, 'migrations')
const dataDir = join(work, 'data')
const database = `ledger_${Date.now()}`
const url = engine === 'postgres15' ? databaseUrl.replace(/\/[^/]+$/, `/${database}`) : undefined
const probe = '29990101000000_ledger_probe.sql'

/** The project's migrations; `upTo` leaves out the later ones. */
function copyMigrations(upTo: string) {
  mkdirSync(migrationsDir, { recursive: true })
  for (const name of readdirSync('supabase/migrations').filter((file) => file.endsWith('.sql') && file <= upTo)) {
    copyFileSync(join('supabase/migrations', name), join(migrationsDir, name))
  }
}

async function onCluster(sql: string) {
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(sql).finally(() => admin.end())
}

const start = () => startBackend({ port: 0, dataDir: url ? null : dataDir, databaseUrl: url, migrationsDir, bcryptCost: 4, quiet: true })

afterAll(async () => {
  if (url) await onCluster(`drop database if exists ${database}`)
  rmSync(work, { recursive: true, force: true })
})

describe('migrations on an existing database', () => {
  it('applies new files on restart, records them, and never re-seeds', async () => {
    if (url) await onCluster(`create database ${database}`)
    // A database as the backend made it before the ledger: the migrations of that time, no ledger,
    // and a seed those migrations can take (today's seed also fills tables added later).
    copyMigrations('20250601120800')
    writeFileSync(
      join(work, 'seed.sql'),
      "insert into public.contacts (id, name, email, message) values ('00000000-0000-4000-8000-0000000000c1', 'Ona', 'ona@example.org', 'Sveiki');\n",
    )
    let backend = await start()
    await backend.db.query('drop schema supabase_migrations cascade')
    await backend.db.query("delete from public.contacts where id = '00000000-0000-4000-8000-0000000000c1'")
    await backend.close()

    copyMigrations('99999999999999')
    writeFileSync(join(migrationsDir, probe), 'create table public.ledger_probe (id int primary key);\nalter table public.ledger_probe enable row level security;\ninsert into public.ledger_probe values (1);\n')
    backend = await start()
    try {
      const { rows: ledger } = await backend.db.query<{ version: string; name: string }>('select version, name from supabase_migrations.schema_migrations order by version')
      const files = readdirSync(migrationsDir).sort()
      expect(ledger.map((row: { version: string }) => row.version)).toEqual(files.map((file) => file.split('_')[0]))
      expect(ledger.at(-1)).toEqual({ version: '29990101000000', name: 'ledger_probe' })

      const response = await fetch(`${backend.url}/rest/v1/ledger_probe?select=id`, { headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` } })
      expect(await response.json()).toEqual([{ id: 1 }])
      // The migration that came after the ledger was applied to the old database too.
      const { rows: bucket } = await backend.db.query("select allowed_mime_types from storage.buckets where id = 'admin-media'")
      expect(bucket[0].allowed_mime_types).not.toContain('image/svg+xml')
      const { rows: seedRow } = await backend.db.query("select id from public.contacts where id = '00000000-0000-4000-8000-0000000000c1'")
      expect(seedRow).toEqual([])
      // Once recorded, nothing is applied again (a re-run of the probe would fail on its insert).
      expect(await applyPendingMigrations(backend.db, migrationFiles(migrationsDir))).toEqual([])
    } finally {
      await backend.close()
    }
  }, 60_000)
})
