/**
 * The reads the public and members' pages make, planned over ten times the sample (as
 * `npm run bench:scale -- --factor 10` seeds it): none may scan a large table from end to end.
 * A small table is read whole whatever its indexes (the planner rightly prefers that); a large
 * one must be reached through an index its filter or its policy can use. Runs on a database of
 * its own (in memory, from the same migrations and seed), so the suite's counts stay the sample's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/open-database.mjs'
import { multiplySample } from '../../scripts/scale/multiply.mjs'
import { engine } from './helpers'

/** Rows past which reading a table whole is a defect, not a choice (chat messages at 10×: 10,000). */
const LARGE = 2000

type Database = Awaited<ReturnType<typeof openDatabase>>
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] }

let db: Database
let room = ''
const member = '00000000-0000-4000-8000-000000000002'

/** The tables a plan reads whole. */
function seqScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)]
}

/** The large tables `sql` reads whole, run as `role` (with RLS, as the data API runs it). */
async function largeTablesReadWhole(role: 'anon' | 'authenticated', sql: string): Promise<string[]> {
  await db.exec('begin')
  try {
    await db.exec(`set local role ${role}`)
    if (role === 'authenticated') await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: member, role })])
    const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${sql}`)
    const scanned = seqScans(rows[0]!['QUERY PLAN'][0].Plan)
    await db.exec('rollback')
    const { rows: sizes } = await db.query<{ name: string; rows: number }>(
      `select c.relname as name, c.reltuples::int as rows from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relname = any($1)`,
      [scanned],
    )
    return sizes.filter((table) => table.rows > LARGE).map((table) => `${table.name} (${table.rows} rows)`)
  } catch (error) {
    await db.exec('rollback')
    throw error
  }
}

// One database is enough: it is PGlite in memory whichever engine the suite runs on.
describe.runIf(engine === 'pglite')('query plans at ten times the sample', () => {
  beforeAll(async () => {
    db = await openDatabase({ dataDir: null })
    await multiplySample(db as never, 10, () => {})
    await db.exec('analyze')
    room = (await db.query<{ id: string }>(`select id from public.chat_rooms order by slug limit 1`)).rows[0]!.id
  }, 120_000)

  afterAll(async () => {
    await db?.close()
  })

  it.each([
    ['anon', 'a directory list page', `select id from public.directory_entries where directory = 'communities' and status = 'published' order by sort_order, name, id limit 24`],
    ['anon', 'an entry page', `select id from public.directory_entries where directory = 'communities' and slug = 'londono-lietuviu-bendruomene' and status = 'published'`],
    ['anon', 'the events list', `select id from public.event_listings order by starts_at, slug limit 1000`],
    ['anon', 'the news list', `select id from public.published_articles order by publish_at desc, slug limit 50`],
    ['anon', 'the classifieds list', `select id from public.classifieds order by decided_at desc, id limit 1000`],
    ['anon', 'the chat’s room list', `select * from public.chat_room_stats`],
    ['anon', 'the site server’s change log', `select id from public.content_changes where id > 100 order by id limit 500`],
    ['authenticated', 'a chat room’s latest messages', `select id, body from public.chat_messages where room_id = '__room__' order by created_at desc, id desc limit 50`],
    ['authenticated', 'a member’s communities', `select community_id from public.community_memberships where user_id = '${member}'`],
    ['authenticated', 'a member’s notices', `select id from public.notices where user_id = '${member}' order by created_at desc limit 20`],
  ] as const)('%s: %s reads no large table whole', async (role, _what, sql) => {
    expect(await largeTablesReadWhole(role, sql.replace('__room__', room))).toEqual([])
  })
})
