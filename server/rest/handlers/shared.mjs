// What the data API's handlers share: the request they receive, its JSON body, the schema
// cache's tables, the caller's transaction, and PostgREST's way of answering a write.
import { JSON_BODY_LIMIT } from '../../config.mjs'
import { HttpError } from '../../http/errors.mjs'
import { parseJson, readBody } from '../../http/request.mjs'
import { enterRole } from '../../request-role.mjs'
import { fromPostgresError, invalidBody, restError } from '../errors.mjs'
import { contentType } from '../negotiate.mjs'
import { checkMaxAffected } from '../prefer.mjs'

/**
 * @typedef {import('../../http/app.mjs').Context} Context
 * @typedef {import('../../http/app.mjs').Reply} Reply
 * @typedef {import('../../db/types.mjs').Queryable} Queryable
 * @typedef {import('../schema-cache.mjs').SchemaCache} SchemaCache
 * @typedef {import('../schema-cache.mjs').TableInfo} TableInfo
 * @typedef {import('../sql.mjs').Statement} Statement
 * @typedef {import('../sql.mjs').WrappedRow} WrappedRow
 * @typedef {import('../prefer.mjs').Prefer} Prefer
 * @typedef {import('../negotiate.mjs').Media} Media
 * @typedef {ReturnType<typeof import('../../request-role.mjs').requestRole>} Caller
 * @typedef {{ db: Pick<import('../../db/types.mjs').Database, 'transaction'>, getSchema: () => SchemaCache }} RestDeps
 * @typedef {{ ctx: Context, caller: Caller, deps: RestDeps }} RestRequest
 * @typedef {(request: RestRequest, name: string) => Promise<Reply>} RestHandler name: the table or function
 */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
export const isRecord = (value) => value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * The parsed JSON body; undefined when empty.
 * @param {Context} ctx
 * @returns {Promise<unknown>}
 */
export async function readJsonBody(ctx) {
  // PostgREST has no body limit and no error code for one: in the Supabase stack the API
  // gateway (Kong) refuses an oversized body, with its own 413 answer.
  const buffer = await readBody(ctx.req, JSON_BODY_LIMIT, () => new HttpError(413, { message: 'Payload too large' }))
  return parseJson(buffer, () => invalidBody())
}

/** @param {RestRequest} request @param {string} name @returns {TableInfo} */
export function tableInfo(request, name) {
  const info = request.deps.getSchema().tables.get(name)
  if (!info) {
    throw restError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`, null, 'Perhaps you meant a different table')
  }
  return info
}

/** @param {string} table @param {TableInfo} info @param {string[]} columns */
export function checkColumns(table, info, columns) {
  for (const column of columns) {
    if (!info.columns.has(column)) throw restError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`)
  }
}

/**
 * Runs `work` in one transaction as the caller; maps database errors to PostgREST's answers. An
 * HttpError thrown by `work` rolls the transaction back and is answered as it is.
 * @template T
 * @param {RestRequest} request @param {(tx: Queryable) => Promise<T>} work
 * @param {{ readOnly?: boolean, timezone?: string | null }} [options] timezone: Prefer's, for the transaction
 * @returns {Promise<T>}
 */
export async function asCaller({ ctx, caller, deps }, work, { readOnly = false, timezone = null } = {}) {
  try {
    return await deps.db.transaction(async (tx) => {
      if (readOnly) await tx.query('set transaction read only')
      await enterRole(tx, caller, { method: ctx.method, path: ctx.path, req: ctx.req })
      if (timezone !== null) await tx.query(`select set_config('timezone', $1, true)`, [timezone])
      return work(tx)
    })
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw fromPostgresError(error, { isAnonymous: caller.role === 'anon' })
  }
}

/** One statement built by sql.mjs's wrap: its rows as JSON text, and how many. @param {Queryable} tx @param {Statement} statement */
export async function runWrapped(tx, { sql, params }) {
  /** @type {import('../../db/types.mjs').QueryResult<WrappedRow>} */
  const { rows } = await tx.query(sql, params)
  return rows[0]
}

/**
 * `single()`: exactly one row, or 406 PGRST116. Inside a transaction, the refusal rolls it back.
 * @param {number} count
 */
export function checkSingular(count) {
  if (count !== 1) throw restError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${count} rows`)
}

/**
 * Runs a write's statements in one transaction and answers as PostgREST does: the rows only with
 * return=representation, 201 for an insert, Content-Range with the count. `single()` and
 * max-affected are checked before the commit, so a refused write leaves nothing behind.
 * @param {RestRequest} request @param {Statement[]} statements
 * @param {{ prefer: Prefer, media: Media, created: boolean }} options created: an insert
 * @returns {Promise<Reply>}
 */
export async function runWrite(request, statements, { prefer, media, created }) {
  const representation = prefer.return === 'representation'
  const { rows, n } = await asCaller(
    request,
    async (tx) => {
      /** @type {WrappedRow[]} */
      const results = []
      for (const statement of statements) results.push(await runWrapped(tx, statement))
      const n = results.reduce((sum, r) => sum + r.n, 0)
      if (!created) checkMaxAffected(prefer, n)
      if (media === 'object') checkSingular(n)
      /** @type {unknown[]} */
      const rows = results.flatMap((r) => JSON.parse(r.body))
      return { rows, n }
    },
    { timezone: prefer.timezone },
  )
  const status = created ? 201 : representation ? 200 : 204
  const total = prefer.count ? n : '*'
  const range = created || n === 0 ? `*/${total}` : `0-${n - 1}/${total}`
  if (!representation) return { status, headers: { 'Content-Range': range } }
  return {
    status,
    headers: { 'Content-Range': range, 'Content-Type': contentType(media), 'Preference-Applied': 'return=representation' },
    raw: JSON.stringify(media === 'object' ? rows[0] : rows),
  }
}
