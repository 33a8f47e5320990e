/**
 * Rebuilds of a static deployment (supabase/migrations/20250601123100_static_host_rebuilds.sql):
 * the debounce, with the clock moved by the test, and the migration on a database without
 * pg_cron and pg_net (this one), where it schedules nothing and sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/open-database.mjs'
import { databaseUrl, engine } from './helpers'

let db: Awaited<ReturnType<typeof openDatabase>>
beforeAll(async () => {
  db = engine === 'postgres15' ? await openDatabase({ databaseUrl }) : await openDatabase({ dataDir: null })
})
afterAll(() => db?.close())

const t0 = new Date('2026-11-26T10:00:00Z')
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000).toISOString()

async function change(minutes: number) {
  await db.query(`insert into public.content_changes (subject, scope, new_slug, changed_at) values ('event', 'Kultūra', 'renginys', $1)`, [at(minutes)])
}
async function due(minutes: number): Promise<boolean> {
  const { rows } = await db.query<{ due: boolean }>('select private.site_rebuild_due($1) as due', [at(minutes)])
  return rows[0]!.due
}
async function take(minutes: number): Promise<boolean> {
  const { rows } = await db.query<{ taken: boolean }>('select private.take_site_rebuild($1) as taken', [at(minutes)])
  return rows[0]!.taken
}

describe('static-host rebuilds', () => {
  it('waits for two quiet minutes, or fifteen from the first change of a burst, then asks once', async () => {
    await db.query('update private.site_rebuilds set pending_since = null, last_change_at = null, last_requested_at = null')
    expect(await due(0)).toBe(false)
    await change(0)
    expect(await due(1)).toBe(false)
    expect(await due(2)).toBe(true)
    // A burst: a change every minute keeps it quiet-less until fifteen minutes have passed.
    for (let minute = 1; minute <= 14; minute++) await change(minute)
    expect(await due(14.5)).toBe(false)
    expect(await due(15)).toBe(true)
    expect(await take(15)).toBe(true)
    expect(await take(15)).toBe(false)
    expect(await due(30)).toBe(false)
    // The next change starts a new wait.
    await change(31)
    expect(await due(32)).toBe(false)
    expect(await take(33)).toBe(true)
  })

  it('schedules nothing and sends nothing where pg_cron and pg_net are not installed', async () => {
    const { rows: extensions } = await db.query<{ extname: string }>(`select extname from pg_extension where extname in ('pg_cron', 'pg_net')`)
    expect(extensions).toEqual([])
    const { rows: schemas } = await db.query<{ nspname: string }>(`select nspname from pg_namespace where nspname in ('cron', 'net')`)
    expect(schemas).toEqual([])
  })

  it('keeps its state and functions from the API roles', async () => {
    const { rows } = await db.query<{ role: string; allowed: boolean }>(`
      select r.role, has_function_privilege(r.role, 'private.send_site_rebuild(boolean)', 'execute')
        or has_table_privilege(r.role, 'private.site_rebuilds', 'select') as allowed
      from unnest(array['anon', 'authenticated']) as r(role)`)
    expect(rows).toEqual([
      { role: 'anon', allowed: false },
      { role: 'authenticated', allowed: false },
    ])
  })
})
