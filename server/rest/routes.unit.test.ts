// @vitest-environment node
// The data API's routes against a scripted database: which answer each request gets, and which
// statements reach the database (none for a request refused before it).
import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import type { Row } from '../db/types.mjs'
import type { Context } from '../http/app.mjs'
import { ANON_KEY } from '../config.mjs'
import { restRoutes } from './routes.mjs'
import type { SchemaCache } from './schema-cache.mjs'
import { ANY_MEDIA_TYPE } from './sql.mjs'
import { asyncRefusalOf } from './testing/refusal'

const schema: SchemaCache = {
  tables: new Map([['events', { columns: new Set(['id', 'name', 'status', 'starts_at']), primaryKey: ['id'] }]]),
  functions: new Map([
    ['events_calendar', [{ returns: ANY_MEDIA_TYPE, returnsSet: false, args: ['site', 'apikey'], required: 0 }]],
    ['find_events', [{ returns: 'events', returnsSet: true, args: ['term'], required: 1 }]],
    ['mark_seen', [{ returns: 'void', returnsSet: false, args: [], required: 0 }]],
  ]),
}

type Answer = (sql: string, params: unknown[]) => Row[]
type Options = { headers?: Record<string, string>; body?: string; answer?: Answer }

/** The rows the wrapped statements of sql.mjs answer. */
const rowsOf = (rows: Row[]) => [{ body: JSON.stringify(rows), n: rows.length }]
const twoEvents = rowsOf([
  { id: 1, name: 'a' },
  { id: 2, name: 'b' },
])

async function call(method: string, target: string, { headers = {}, body, answer = () => [{}] }: Options = {}) {
  const statements: { sql: string; params: unknown[] }[] = []
  const outcomes: string[] = []
  const tx = {
    async query<R extends Row = Row>(sql: string, params: unknown[] = []) {
      statements.push({ sql, params })
      return { rows: answer(sql, params) as R[], rowCount: 0 }
    },
    async exec() {},
  }
  const db = {
    async transaction<T>(work: (transaction: typeof tx) => Promise<T>) {
      try {
        const result = await work(tx)
        outcomes.push('commit')
        return result
      } catch (error) {
        outcomes.push('rollback')
        throw error
      }
    },
  }
  const url = new URL(`http://localhost${target}`)
  const chunks = body === undefined ? [] : [Buffer.from(body)]
  const req = Object.assign(Readable.from(chunks), { headers: { 'content-length': String(body?.length ?? 0) }, socket: { remoteAddress: '127.0.0.1' } }) as unknown as IncomingMessage
  const ctx: Context = { method, url, path: url.pathname, req, headers }
  const reply = () => restRoutes({ db, getSchema: () => schema })(ctx)
  // What the statements of the request's own work were: the role setup is the same every time.
  const work = () => statements.filter(({ sql }) => !sql.includes("set_config('role'"))
  return { reply, work, outcomes }
}

describe('forms this server does not implement answer PostgREST error codes, before any statement runs', () => {
  it.each([
    ['an embedding', 'GET', '/rest/v1/events?select=*,author:profiles(name)', {}, 400, 'PGRST100'],
    ['an inner-join embedding', 'GET', '/rest/v1/events?select=id,profiles!inner(name)', {}, 400, 'PGRST100'],
    ['a spread embedding', 'GET', '/rest/v1/events?select=id,...profiles(name)', {}, 400, 'PGRST100'],
    ['a JSON path in select', 'GET', '/rest/v1/events?select=data->>name', {}, 400, 'PGRST100'],
    ['a JSON path in a filter', 'GET', '/rest/v1/events?data->>name=eq.x', {}, 400, 'PGRST100'],
    ['full-text search', 'GET', '/rest/v1/events?name=fts.word', {}, 400, 'PGRST100'],
    ['ov (overlaps)', 'GET', '/rest/v1/events?tags=ov.%7Ba%7D', {}, 400, 'PGRST100'],
    ['an unknown operator', 'GET', '/rest/v1/events?name=zzz.1', {}, 400, 'PGRST100'],
    ['an aggregate (disabled, as on the platform)', 'GET', '/rest/v1/events?select=count()', {}, 400, 'PGRST123'],
    ['another schema (Accept-Profile)', 'GET', '/rest/v1/events', { 'accept-profile': 'auth' }, 406, 'PGRST106'],
    ['another schema (Content-Profile)', 'POST', '/rest/v1/events', { 'content-profile': 'storage' }, 406, 'PGRST106'],
    ['CSV', 'GET', '/rest/v1/events', { accept: 'text/csv' }, 406, 'PGRST107'],
    ['a Range header the wrong way round', 'GET', '/rest/v1/events', { range: '9-0' }, 416, 'PGRST103'],
    ['a negative limit', 'GET', '/rest/v1/events?limit=-1', {}, 416, 'PGRST103'],
    ['a limited update', 'PATCH', '/rest/v1/events?id=gt.1&limit=1', {}, 400, 'PGRST100'],
    ['an ordered delete', 'DELETE', '/rest/v1/events?order=id', {}, 400, 'PGRST100'],
    ['PUT', 'PUT', '/rest/v1/events?id=eq.1', {}, 405, 'PGRST117'],
    ['PATCH on a function', 'PATCH', '/rest/v1/rpc/find_events', {}, 405, 'PGRST101'],
    ['select on a function call', 'GET', '/rest/v1/rpc/find_events?term=x&select=id', {}, 400, 'PGRST100'],
    ['a filter on a function result', 'POST', '/rest/v1/rpc/find_events?id=eq.1', {}, 400, 'PGRST100'],
    ['an unknown table', 'GET', '/rest/v1/nera', {}, 404, 'PGRST205'],
    ['an unknown function', 'POST', '/rest/v1/rpc/nera', {}, 404, 'PGRST202'],
    ['a function without its required argument', 'GET', '/rest/v1/rpc/find_events', {}, 404, 'PGRST202'],
    ['a path too deep', 'GET', '/rest/v1/events/1', {}, 404, 'PGRST125'],
    ['invalid preferences with handling=strict', 'GET', '/rest/v1/events', { prefer: 'handling=strict, tz=x' }, 400, 'PGRST122'],
    ['max-affected on a function returning one value', 'POST', '/rest/v1/rpc/mark_seen', { prefer: 'handling=strict, max-affected=1' }, 400, 'PGRST128'],
  ])('%s: %s %s → %i %s', async (_, method, target, headers, status, code) => {
    const { reply, work } = await call(method, target, { headers })
    expect(await asyncRefusalOf(reply)).toMatchObject({ status, code })
    expect(work()).toEqual([])
  })

  it.each([
    ['an unknown column in the payload', 'POST', '/rest/v1/events', '{"nera":1}', 400, 'PGRST204'],
    ['an unknown on_conflict column', 'POST', '/rest/v1/events?on_conflict=nera', '{"name":"a"}', 400, 'PGRST204'],
    ['invalid JSON', 'POST', '/rest/v1/events', '{"name":', 400, 'PGRST102'],
    ['no body to insert', 'POST', '/rest/v1/events', '', 400, 'PGRST102'],
    ['rows that are not objects', 'POST', '/rest/v1/events', '[1,2]', 400, 'PGRST102'],
    ['an update that is not an object', 'PATCH', '/rest/v1/events?id=eq.1', '[{"name":"a"}]', 400, 'PGRST102'],
    ['arguments that are not an object', 'POST', '/rest/v1/rpc/find_events', '"x"', 400, 'PGRST102'],
    ['an argument name that is no identifier', 'POST', '/rest/v1/rpc/find_events', '{"te rm":"x"}', 400, 'PGRST100'],
  ])('%s: %s %s %s → %i %s', async (_, method, target, body, status, code) => {
    const { reply, work } = await call(method, target, { body, headers: { prefer: 'resolution=merge-duplicates' } })
    expect(await asyncRefusalOf(reply)).toMatchObject({ status, code })
    expect(work()).toEqual([])
  })
})

describe('database errors answer as PostgREST maps them', () => {
  it.each([
    ['an unknown column', { code: '42703', message: 'column _t.nera does not exist' }, 400, {}],
    ['a duplicate', { code: '23505', message: 'duplicate key value violates unique constraint' }, 409, {}],
    ['row-level security, for anon', { code: '42501', message: 'permission denied' }, 401, { 'WWW-Authenticate': 'Bearer' }],
    ['a write in a read-only call', { code: '25006', message: 'cannot execute INSERT in a read-only transaction' }, 405, {}],
    ['a status a function chose', { code: 'PT402', message: 'Payment required' }, 402, {}],
    ['an invalid timezone preference', { code: '22023', message: 'invalid value for parameter "TimeZone"' }, 400, {}],
    ['a lost connection', { code: '57P01', message: 'terminating connection' }, 503, {}],
    ['an internal error', { code: 'XX000', message: 'internal' }, 500, {}],
  ])('%s (%j) → %i', async (_, failure, status, headers) => {
    const { reply } = await call('GET', '/rest/v1/events?select=nera', {
      answer: (sql) => {
        if (sql.startsWith('with r as')) throw Object.assign(new Error(failure.message), failure)
        return [{}]
      },
    })
    const error = await reply().catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status, headers, body: { code: failure.code, message: failure.message } })
  })
})

describe('reads', () => {
  it('pages with Range and counts: 206 with Content-Range, limit and offset bound', async () => {
    const { reply, work } = await call('GET', '/rest/v1/events?select=id,name&status=eq.approved&order=id', {
      headers: { range: '2-3', prefer: 'count=exact' },
      answer: (sql) => (sql.startsWith('select count') ? [{ total: 5 }] : twoEvents),
    })
    expect(await reply()).toMatchObject({ status: 206, headers: { 'Content-Range': '2-3/5', 'Content-Type': 'application/json; charset=utf-8' } })
    expect(work().map(({ params }) => params)).toEqual([[], ['approved', 2, 2], ['approved']])
    expect(work()[0].sql).toBe('set transaction read only')
  })

  it('answers an offset past the end with 416 PGRST103, and the very end with an empty 206', async () => {
    const answer: Answer = (sql) => (sql.startsWith('select count') ? [{ total: 5 }] : rowsOf([]))
    const past = await call('GET', '/rest/v1/events?offset=6', { headers: { prefer: 'count=exact' }, answer })
    expect(await asyncRefusalOf(past.reply)).toMatchObject({ status: 416, code: 'PGRST103', details: 'An offset of 6 was requested, but there are only 5 rows.' })
    const end = await call('GET', '/rest/v1/events?offset=5', { headers: { prefer: 'count=exact' }, answer })
    expect(await end.reply()).toMatchObject({ status: 206, headers: { 'Content-Range': '*/5' }, raw: '[]' })
  })

  it('answers single() with the one object, and 406 PGRST116 otherwise', async () => {
    const accept = 'application/vnd.pgrst.object+json'
    const one = await call('GET', '/rest/v1/events?id=eq.1', { headers: { accept }, answer: () => rowsOf([{ id: 1 }]) })
    expect(await one.reply()).toMatchObject({ status: 200, headers: { 'Content-Type': `${accept}; charset=utf-8` }, raw: '{"id":1}' })
    const two = await call('GET', '/rest/v1/events', { headers: { accept }, answer: () => twoEvents })
    expect(await asyncRefusalOf(two.reply)).toMatchObject({ status: 406, code: 'PGRST116', details: 'The result contains 2 rows' })
  })

  it('sets the timezone a client prefers, for its transaction only', async () => {
    const { reply, work } = await call('GET', '/rest/v1/events', { headers: { prefer: 'timezone=Europe/Vilnius' }, answer: () => rowsOf([]) })
    await reply()
    expect(work()[1]).toEqual({ sql: "select set_config('timezone', $1, true)", params: ['Europe/Vilnius'] })
  })
})

describe('writes', () => {
  it('inserts with return=representation: 201 with the rows', async () => {
    const { reply, work, outcomes } = await call('POST', '/rest/v1/events?select=id', {
      body: '[{"name":"a"},{"name":"b"}]',
      headers: { prefer: 'return=representation' },
      answer: (sql) => (sql.startsWith('with r as') ? rowsOf([{ id: 1 }, { id: 2 }]) : [{}]),
    })
    expect(await reply()).toMatchObject({ status: 201, headers: { 'Content-Range': '*/*', 'Preference-Applied': 'return=representation' }, raw: '[{"id":1},{"id":2}]' })
    expect(work().at(-1)?.params).toEqual(['[{"name":"a"},{"name":"b"}]'])
    expect(outcomes).toEqual(['commit'])
  })

  it('splits an insert by key set with missing=default', async () => {
    const { reply, work } = await call('POST', '/rest/v1/events', {
      body: '[{"name":"a"},{"name":"b","status":"x"},{"name":"c"}]',
      headers: { prefer: 'missing=default' },
      answer: (sql) => (sql.startsWith('with r as') ? rowsOf([{ _: 1 }]) : [{}]),
    })
    expect(await reply()).toMatchObject({ status: 201 })
    expect(work().map(({ params }) => params).slice(-2)).toEqual([['[{"name":"a"},{"name":"c"}]'], ['[{"name":"b","status":"x"}]']])
  })

  it('rolls back a single() write that touched two rows: 406 PGRST116', async () => {
    const { reply, outcomes } = await call('PATCH', '/rest/v1/events?status=eq.draft', {
      body: '{"status":"pending"}',
      headers: { accept: 'application/vnd.pgrst.object+json', prefer: 'return=representation' },
      answer: (sql) => (sql.startsWith('with r as') ? twoEvents : [{}]),
    })
    expect(await asyncRefusalOf(reply)).toMatchObject({ status: 406, code: 'PGRST116' })
    expect(outcomes).toEqual(['rollback'])
  })

  it('rolls back a delete past max-affected with handling=strict: 400 PGRST124', async () => {
    const { reply, outcomes } = await call('DELETE', '/rest/v1/events?status=eq.draft', {
      headers: { prefer: 'handling=strict, max-affected=1' },
      answer: (sql) => (sql.startsWith('with r as') ? twoEvents : [{}]),
    })
    expect(await asyncRefusalOf(reply)).toMatchObject({ status: 400, code: 'PGRST124', details: 'The query affects 2 rows' })
    expect(outcomes).toEqual(['rollback'])
  })

  it('answers an update with return=minimal with 204 and the range of rows', async () => {
    const { reply } = await call('PATCH', '/rest/v1/events?id=in.(1,2)', {
      body: '{"status":"approved"}',
      headers: { prefer: 'count=exact' },
      answer: (sql) => (sql.startsWith('with r as') ? twoEvents : [{}]),
    })
    expect(await reply()).toEqual({ status: 204, headers: { 'Content-Range': '0-1/2' } })
  })
})

describe('function calls', () => {
  it('GET: arguments from the query string, the key among them, in a read-only transaction', async () => {
    const { reply, work } = await call('GET', `/rest/v1/rpc/events_calendar?site=x&apikey=${ANON_KEY}`, {
      answer: (sql) => (sql.includes('"events_calendar"') ? [{ body: Buffer.from('BEGIN:VCALENDAR'), headers: '[{"Content-Type":"text/calendar"}]' }] : [{}]),
    })
    expect(await reply()).toEqual({ status: 200, headers: { 'Content-Type': 'text/calendar' }, raw: Buffer.from('BEGIN:VCALENDAR') })
    expect(work()[0].sql).toBe('set transaction read only')
    expect(work().at(-1)?.params).toEqual(['x', ANON_KEY])
  })

  it('POST: arguments from the JSON body; the gateway key in the query string is no argument', async () => {
    const { reply, work } = await call('POST', `/rest/v1/rpc/find_events?apikey=${ANON_KEY}`, {
      body: '{"term":"x"}',
      answer: (sql) => (sql.includes('"find_events"') ? [{ body: '[{"id":1}]' }] : [{}]),
    })
    expect(await reply()).toEqual({ status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, raw: '[{"id":1}]' })
    expect(work().map(({ sql }) => sql)).not.toContain('set transaction read only')
    expect(work().at(-1)?.params).toEqual(['x'])
  })

  it('answers single() on a set-returning function with its one row, and 406 PGRST116 otherwise', async () => {
    const headers = { accept: 'application/vnd.pgrst.object+json' }
    const one = await call('POST', '/rest/v1/rpc/find_events', { body: '{"term":"x"}', headers, answer: () => [{ body: '[{"id":1}]' }] })
    expect(await one.reply()).toMatchObject({ status: 200, raw: '{"id":1}' })
    const none = await call('POST', '/rest/v1/rpc/find_events', { body: '{"term":"x"}', headers, answer: () => [{ body: '[]' }] })
    expect(await asyncRefusalOf(none.reply)).toMatchObject({ status: 406, code: 'PGRST116' })
    expect(none.outcomes).toEqual(['rollback'])
  })

  it('answers a void function with 204', async () => {
    const { reply } = await call('POST', '/rest/v1/rpc/mark_seen')
    expect(await reply()).toEqual({ status: 204 })
  })
})
