/**
 * Who may call the functions of the data API's schema. Hosted projects grant each new public
 * function to anon and authenticated explicitly (server/sql/platform.sql does the same), so a
 * migration's `revoke … from public` is not enough: the catalogue must match the allow-list,
 * security definer functions (which bypass row-level security) above all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../server/db/open-database.mjs'
import { client, databaseUrl, engine } from '../helpers'
import { functionGrantLines, functionGrantsAllowed } from './function-grants-allowed'

/**
 * Reads the catalogue of the database this run uses: the suite's PostgreSQL 15 cluster, or on
 * PGlite (whose database lives in the setup process) a fresh one built from the same SQL.
 */
let db: Awaited<ReturnType<typeof openDatabase>>
beforeAll(async () => {
  db = engine === 'postgres15' ? await openDatabase({ databaseUrl }) : await openDatabase({ dataDir: null })
})
afterAll(() => db?.close())

type Executor = { grantee: 'anon' | 'authenticated' | 'PUBLIC'; fn: string; securityDefiner: boolean }

/** Every function of schema public with each API role that can execute it, PUBLIC from its ACL. */
async function executors(): Promise<Executor[]> {
  const { rows } = await db.query<Executor>(`
    select g.grantee, p.oid::regprocedure::text as fn, p.prosecdef as "securityDefiner"
    from pg_proc p
    cross join lateral (
      select 'anon' as grantee where has_function_privilege('anon', p.oid, 'execute')
      union all
      select 'authenticated' where has_function_privilege('authenticated', p.oid, 'execute')
      union all
      select 'PUBLIC' where exists (
        select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
        where a.grantee = 0 and a.privilege_type = 'EXECUTE'
      )
    ) g
    where p.pronamespace = 'public'::regnamespace`)
  return rows
}

describe('function grants', () => {
  it('new public functions are granted to anon and authenticated, as on a hosted project', async () => {
    const { rows } = await db.query<{ grantee: string }>(`
      select r.rolname as grantee
      from pg_default_acl d cross join lateral aclexplode(d.defaclacl) a join pg_roles r on r.oid = a.grantee
      where d.defaclnamespace = 'public'::regnamespace and d.defaclobjtype = 'f' and a.privilege_type = 'EXECUTE'`)
    expect(rows.map((row) => row.grantee)).toEqual(expect.arrayContaining(['anon', 'authenticated']))
  })

  it('anon, authenticated and PUBLIC execute exactly the allowed public functions', async () => {
    const rows = await executors()
    expect(rows.length).toBeGreaterThanOrEqual(5)
    expect(functionGrantLines(rows)).toEqual(functionGrantLines(functionGrantsAllowed))
  })

  it('every security definer function an API role may execute has its reason', async () => {
    const definers = (await executors()).filter((row) => row.securityDefiner)
    expect(definers.map((row) => `${row.grantee} ${row.fn}`).sort()).toEqual(
      functionGrantsAllowed.filter((grant) => grant.securityDefiner && grant.why.length > 20).map((grant) => `${grant.grantee} ${grant.fn}`).sort(),
    )
  })

  it.each([
    ['mark_notices_read', {}],
    ['unread_notices', {}],
    ['set_notification_preferences', { paused: false, decisions: true, classified_replies: true, classified_expiry: true, portal_decisions: true, portal_classified_replies: true, portal_classified_expiry: true, weekly_digest: true }],
    ['record_membership_payment', { membership: '00000000-0000-4000-8000-000000000000', amount_pence: 2500, method: 'cash', paid_on: '2026-01-01' }],
    ['community_dues', { community: 'londono-lietuviu-bendruomene' }],
    ['renew_classified', { classified_id: '00000000-0000-4000-8000-000000000000' }],
    ['apply_entry_correction', { correction_id: '00000000-0000-4000-8000-000000000000' }],
  ] as const)('%s is refused to a signed-out caller', async (fn, args) => {
    const { error } = await client().rpc(fn, args as never)
    expect(error?.code).toBe('42501')
  })
})
