// The data API (PostgREST subset) under /rest/v1: one transaction per request, run as the
// caller's role with their claims, so row-level security decides what they may see and do.
import { JSON_BODY_LIMIT } from '../config.mjs'
import { HttpError } from '../http/errors.mjs'
import { safeDecode } from '../http/decode.mjs'
import { readBody, parseJson } from '../http/request.mjs'
import { enterRole, requestRole, RoleError } from '../request-role.mjs'
import { fromPostgresError, restError } from './errors.mjs'
import { parsePrefer, parseQuery } from './parse.mjs'
import { buildDelete, buildInsert, buildRpc, buildSelect, buildUpdate } from './sql.mjs'

const OBJECT_TYPE = 'application/vnd.pgrst.object+json'
const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * The headers a function set in response.headers (PostgREST's format: a JSON array of
 * one-header objects); anything else is ignored.
 * @param {string | null} setting
 * @returns {Record<string, string>}
 */
function responseHeaders(setting) {
  let parsed
  try {
    parsed = JSON.parse(setting || '[]')
  } catch {
    return {}
  }
  if (!Array.isArray(parsed)) return {}
  return Object.fromEntries(
    parsed.flatMap((entry) => (entry && typeof entry === 'object' ? Object.entries(entry).filter(([, value]) => typeof value === 'string') : [])),
  )
}

/** @param {{ db: any, getSchema: () => any }} deps */
export function restRoutes({ db, getSchema }) {
  async function readJsonBody(ctx) {
    // PostgREST has no body limit and no error code for one: in the Supabase stack the API
    // gateway (Kong) refuses an oversized body, with its own 413 answer.
    const buffer = await readBody(ctx.req, JSON_BODY_LIMIT, () => new HttpError(413, { message: 'Payload too large' }))
    return parseJson(buffer, () => restError(400, 'PGRST102', 'Empty or invalid json'))
  }

  function tableInfo(name) {
    const info = getSchema().tables.get(name)
    if (!info) {
      throw restError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`, null, 'Perhaps you meant a different table')
    }
    return info
  }

  function checkColumns(table, info, columns) {
    for (const column of columns) {
      if (!info.columns.has(column)) throw restError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`)
    }
  }

  /** Runs `work` in the caller's role; maps database errors to PostgREST's answers. */
  async function asCaller(ctx, caller, work, { readOnly = false } = {}) {
    try {
      return await db.transaction(async (tx) => {
        if (readOnly) await tx.query('set transaction read only')
        await enterRole(tx, caller, { method: ctx.method, path: ctx.path })
        return work(tx)
      })
    } catch (error) {
      if (error instanceof HttpError) throw error
      throw fromPostgresError(error, { isAnonymous: caller.role === 'anon' })
    }
  }

  function single(ctx, rows) {
    if (!String(ctx.headers.accept ?? '').includes(OBJECT_TYPE)) return null
    if (rows.length !== 1) {
      throw restError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows.length} rows`)
    }
    return rows[0]
  }

  async function read(ctx, caller, table) {
    tableInfo(table)
    const query = parseQuery(ctx.url.searchParams)
    const prefer = parsePrefer(ctx.headers.prefer)
    const { sql, countSql, params } = buildSelect(table, query)
    const { body, n, total } = await asCaller(
      ctx,
      caller,
      async (tx) => {
        const { rows } = await tx.query(sql, params)
        const count = prefer.count ? (await tx.query(countSql, params)).rows[0].total : null
        return { body: rows[0].body, n: rows[0].n, total: count }
      },
      { readOnly: true },
    )
    const first = query.offset ?? 0
    if (total !== null && first > 0 && first >= total && n === 0) {
      throw restError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${first} was requested, but there are only ${total} rows.`)
    }
    const range = n > 0 ? `${first}-${first + n - 1}/${total ?? '*'}` : `*/${total ?? '*'}`
    const rows = JSON.parse(body)
    const object = single(ctx, rows)
    const status = total !== null && n < total ? 206 : 200
    return {
      status,
      headers: { 'Content-Range': range, 'Content-Type': object ? `${OBJECT_TYPE}; charset=utf-8` : JSON_TYPE },
      raw: object ? JSON.stringify(object) : body,
    }
  }

  /** Splits an insert payload into statements: with missing=default, one per distinct key set. */
  function insertGroups(payload, query, prefer) {
    const rows = Array.isArray(payload) ? payload : [payload]
    if (rows.some((row) => row === null || typeof row !== 'object' || Array.isArray(row))) {
      throw restError(400, 'PGRST102', 'All object keys must match')
    }
    if (!Array.isArray(payload)) return [{ rows, columns: query.columns ?? Object.keys(payload) }]
    if (prefer.missing === 'default') {
      const groups = new Map()
      for (const row of rows) {
        const key = Object.keys(row).sort().join(',')
        if (!groups.has(key)) groups.set(key, { rows: [], columns: Object.keys(row) })
        groups.get(key).rows.push(row)
      }
      return [...groups.values()]
    }
    const columns = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))]
    return [{ rows, columns }]
  }

  async function write(ctx, caller, table) {
    const info = tableInfo(table)
    const query = parseQuery(ctx.url.searchParams)
    const prefer = parsePrefer(ctx.headers.prefer)
    const representation = prefer.return === 'representation'
    const payload = ctx.method === 'DELETE' ? undefined : await readJsonBody(ctx)

    let statements
    if (ctx.method === 'POST') {
      if (payload === undefined) throw restError(400, 'PGRST102', 'Empty or invalid json')
      const resolution = prefer.resolution
      const conflict = resolution
        ? { target: query.onConflict ?? info.primaryKey, ignore: resolution === 'ignore-duplicates' }
        : null
      if (conflict) checkColumns(table, info, conflict.target)
      statements = insertGroups(payload, query, prefer).map((group) => {
        checkColumns(table, info, group.columns)
        return buildInsert(table, { ...group, conflict }, representation, query.select)
      })
    } else if (ctx.method === 'PATCH') {
      if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw restError(400, 'PGRST102', 'Empty or invalid json')
      checkColumns(table, info, Object.keys(payload))
      if (Object.keys(payload).length === 0) return { status: 204, headers: { 'Content-Range': '*/*' } }
      statements = [buildUpdate(table, payload, query.filters, representation, query.select)]
    } else {
      statements = [buildDelete(table, query.filters, representation, query.select)]
    }

    const results = await asCaller(ctx, caller, async (tx) => {
      const out = []
      for (const { sql, params } of statements) out.push((await tx.query(sql, params)).rows[0])
      return out
    })
    const rows = results.flatMap((r) => JSON.parse(r.body))
    const n = results.reduce((sum, r) => sum + r.n, 0)
    const status = ctx.method === 'POST' ? 201 : representation ? 200 : 204
    const total = prefer.count ? n : '*'
    const range = ctx.method === 'POST' || n === 0 ? `*/${total}` : `0-${n - 1}/${total}`
    if (!representation) return { status, headers: { 'Content-Range': range } }
    const object = single(ctx, rows)
    return {
      status,
      headers: { 'Content-Range': range, 'Content-Type': object ? `${OBJECT_TYPE}; charset=utf-8` : JSON_TYPE, 'Preference-Applied': 'return=representation' },
      raw: JSON.stringify(object ?? rows),
    }
  }

  /**
   * PostgREST's choice among a function's overloads: the one whose named input arguments cover
   * the given names and whose required arguments are all given. Otherwise 404 PGRST202.
   * @param {string} fn @param {string[]} given
   */
  function findOverload(fn, given) {
    const overloads = getSchema().functions.get(fn) ?? []
    const match = overloads.find(({ args, required }) => given.every((name) => args.includes(name)) && args.slice(0, required).every((name) => given.includes(name)))
    if (match) return match
    const signature = (names) => (names.length ? `(${[...names].sort().join(', ')})` : ' without parameters')
    const closest = overloads[0]
    throw restError(
      404,
      'PGRST202',
      `Could not find the function public.${fn}${signature(given)} in the schema cache`,
      `Searched for the function public.${fn}${given.length ? ` with parameters ${[...given].sort().join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      closest ? `Perhaps you meant to call the function public.${fn}${signature(closest.args)}` : null,
    )
  }

  async function rpc(ctx, caller, fn) {
    const payload = ctx.method === 'POST' ? ((await readJsonBody(ctx)) ?? {}) : Object.fromEntries(ctx.url.searchParams)
    if (typeof payload !== 'object' || Array.isArray(payload)) throw restError(400, 'PGRST102', 'Empty or invalid json')
    for (const name of Object.keys(payload)) {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw restError(400, 'PGRST100', `"failed to parse argument (${name})"`)
    }
    const info = findOverload(fn, Object.keys(payload))
    const { sql, params, kind } = buildRpc(fn, payload, info)
    // PostgREST runs GET and HEAD calls read-only: a link or a prefetch must never change data.
    const rows = await asCaller(ctx, caller, async (tx) => (await tx.query(sql, params)).rows, { readOnly: ctx.method !== 'POST' })
    if (kind === 'void') return { status: 204 }
    if (kind === 'media') return { status: 200, headers: { 'Content-Type': 'application/octet-stream', ...responseHeaders(rows[0].headers) }, raw: Buffer.from(rows[0].body ?? '') }
    return { status: 200, headers: { 'Content-Type': JSON_TYPE }, raw: rows[0].body }
  }

  return async (ctx) => {
    if (!ctx.path.startsWith('/rest/v1')) return null
    let caller
    try {
      // The gateway also takes the key as an `apikey` query parameter (a calendar app subscribing
      // to a feed cannot send headers).
      caller = requestRole({ apikey: ctx.url.searchParams.get('apikey') ?? undefined, ...ctx.headers })
    } catch (error) {
      if (!(error instanceof RoleError)) throw error
      throw restError(401, error.code, error.message, null, null, {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${error.message}"`,
      })
    }
    const path = ctx.path.slice('/rest/v1'.length).replace(/^\/+/, '')
    if (path === '') return { status: 200, body: { swagger: '2.0', info: { title: 'Embedded PostgREST' } } }
    const [first, second, ...rest] = path.split('/')
    if (rest.length) throw restError(404, 'PGRST125', 'Invalid path specified in request URL')
    if (first === 'rpc' && second) {
      if (!['GET', 'HEAD', 'POST'].includes(ctx.method)) throw restError(405, 'PGRST101', 'Only GET and POST are allowed for functions')
      return rpc(ctx, caller, safeDecode(second))
    }
    if (second !== undefined) throw restError(404, 'PGRST125', 'Invalid path specified in request URL')
    const table = safeDecode(first)
    if (ctx.method === 'GET' || ctx.method === 'HEAD') return read(ctx, caller, table)
    if (['POST', 'PATCH', 'DELETE'].includes(ctx.method)) return write(ctx, caller, table)
    throw restError(405, 'PGRST117', `Unsupported HTTP method: ${ctx.method}`)
  }
}
