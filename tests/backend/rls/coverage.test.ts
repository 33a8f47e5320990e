import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../server/db/open-database.mjs'
import { databaseUrl, engine } from '../helpers'
import { grantLines, grantsAllowed } from './grants-allowed'

/**
 * Reads the catalogue of the database this run uses: the suite's PostgreSQL 15 cluster, or on
 * PGlite (whose database lives in the setup process) a fresh one built from the same SQL.
 */
let db: Awaited<ReturnType<typeof openDatabase>>
beforeAll(async () => {
  db = engine === 'postgres15' ? await openDatabase({ databaseUrl }) : await openDatabase({ dataDir: null })
})
afterAll(() => db?.close())

// A bare call is evaluated once per row; wrapped in (select …) it is evaluated once per query.
const BARE_CALL = /(?<!SELECT )\b(auth\.(uid|jwt|role)|private\.is_admin)\(\)/i

describe('RLS coverage', () => {
  it('every public table has row-level security on', async () => {
    const { rows: tables } = await db.query<{ relname: string; relrowsecurity: boolean }>(`
      select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')`)
    expect(tables.length).toBeGreaterThanOrEqual(8)
    for (const table of tables) expect(table.relrowsecurity, table.relname).toBe(true)
  })

  it('anon has a write policy on contacts (an enquiry) and content_reports (a report) only', async () => {
    const { rows } = await db.query(`
      select tablename, cmd from pg_policies
      where schemaname = 'public' and 'anon' = any(roles) and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
      order by tablename`)
    expect(rows).toEqual([
      { tablename: 'contacts', cmd: 'INSERT' },
      { tablename: 'content_reports', cmd: 'INSERT' },
    ])
  })

  it('anon, authenticated and PUBLIC hold exactly the allowed grants on public tables and columns', async () => {
    const { rows } = await db.query(`
      select coalesce(r.rolname, 'PUBLIC') as grantee, a.privilege_type as privilege, c.relname as relation, null::text as col
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      cross join lateral aclexplode(c.relacl) a left join pg_roles r on r.oid = a.grantee
      where n.nspname = 'public' and (r.rolname in ('anon', 'authenticated') or a.grantee = 0)
      union all
      select coalesce(r.rolname, 'PUBLIC'), a.privilege_type, c.relname, att.attname
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute att on att.attrelid = c.oid and att.attnum > 0 and not att.attisdropped
      cross join lateral aclexplode(att.attacl) a left join pg_roles r on r.oid = a.grantee
      where n.nspname = 'public' and (r.rolname in ('anon', 'authenticated') or a.grantee = 0)`)
    type GrantRow = { grantee: string; privilege: string; relation: string; col: string | null }
    const actual = (rows as GrantRow[]).map((row) => `${row.grantee} ${row.privilege} ${row.relation}${row.col ? `.${row.col}` : ''}`).sort()
    expect(actual).toEqual(grantLines(grantsAllowed))
  })

  it('the bare-call check recognises both forms', () => {
    expect(BARE_CALL.test('(id = auth.uid())')).toBe(true)
    expect(BARE_CALL.test("((auth.jwt() ->> 'role') = 'x')")).toBe(true)
    expect(BARE_CALL.test('(id = ( SELECT auth.uid() AS uid))')).toBe(false)
    expect(BARE_CALL.test('( SELECT private.is_admin() AS is_admin)')).toBe(false)
  })

  it('no policy calls auth.uid(), auth.jwt(), auth.role() or the admin check without (select …)', async () => {
    const { rows } = await db.query(`
      select schemaname || '.' || tablename || ': ' || policyname as policy, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expression
      from pg_policies where schemaname in ('public', 'storage')`)
    expect(rows.length).toBeGreaterThan(20)
    const bare = (rows as Array<{ policy: string; expression: string }>).filter((row) => BARE_CALL.test(row.expression)).map((row) => row.policy)
    expect(bare).toEqual([])
  })

  it('one permissive policy per table, action and role (the advisor\'s multiple_permissive_policies)', async () => {
    const { rows } = await db.query(`
      select p.schemaname || '.' || p.tablename || ' ' || p.cmd || ' ' || r.role as slot, count(*)::int as policies
      from pg_policies p cross join lateral unnest(p.roles) as r(role)
      where p.schemaname in ('public', 'storage') and p.permissive = 'PERMISSIVE'
        and r.role in ('anon', 'authenticated') and p.cmd <> 'ALL'
      group by 1 having count(*) > 1`)
    expect(rows).toEqual([])
  })

  it('every foreign key of a public table has an index (the advisor\'s unindexed_foreign_keys)', async () => {
    const { rows } = await db.query(`
      select c.conrelid::regclass::text as relation, a.attname as col
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_namespace n on n.oid = (select relnamespace from pg_class where oid = c.conrelid)
      where c.contype = 'f' and n.nspname = 'public'
        and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])`)
    expect(rows).toEqual([])
  })
})
