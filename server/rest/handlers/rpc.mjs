// /rest/v1/rpc/<fn>: a function call with named arguments, from the JSON body (POST) or the
// query string (GET and HEAD, run read-only: a link or a prefetch must never change data).
import { invalidBody, restError } from '../errors.mjs'
import { contentType, negotiate } from '../negotiate.mjs'
import { findOverload } from '../overload.mjs'
import { checkArgumentNames, parseRpcQuery } from '../parse.mjs'
import { checkMaxAffected, parsePrefer } from '../prefer.mjs'
import { buildRpc } from '../sql.mjs'
import { asCaller, checkSingular, isRecord, readJsonBody } from './shared.mjs'

// The gateway reads the key from an `apikey` query parameter; on POST it is no argument. (On GET
// it stays one: a function may take the key, as the events calendar does.)
const GATEWAY_PARAMETERS = new Set(['apikey'])

/**
 * The headers a function set in response.headers (PostgREST's format: a JSON array of
 * one-header objects); anything else is ignored.
 * @param {string | null} setting
 * @returns {Record<string, string>}
 */
export function responseHeaders(setting) {
  /** @type {unknown} */
  let parsed
  try {
    parsed = JSON.parse(setting || '[]')
  } catch {
    return {}
  }
  if (!Array.isArray(parsed)) return {}
  /** @type {Record<string, string>} */
  const headers = {}
  for (const entry of parsed) {
    if (!isRecord(entry)) continue
    for (const [name, value] of Object.entries(entry)) if (typeof value === 'string') headers[name] = value
  }
  return headers
}

/** @type {import('./shared.mjs').RestHandler} */
export async function rpc(request, fn) {
  const { ctx } = request
  const post = ctx.method === 'POST'
  const queryArgs = parseRpcQuery(ctx.url.searchParams, { argsInQuery: !post, ignored: post ? GATEWAY_PARAMETERS : undefined })
  const prefer = parsePrefer(ctx.headers.prefer)
  const payload = post ? ((await readJsonBody(ctx)) ?? {}) : queryArgs
  if (!isRecord(payload)) throw invalidBody()
  checkArgumentNames(Object.keys(payload))
  const info = findOverload(request.deps.getSchema().functions.get(fn) ?? [], fn, Object.keys(payload))
  const { sql, params, kind } = buildRpc(fn, payload, info)
  // The "any" media type handler answers every Accept; JSON answers are negotiated.
  const media = kind === 'media' ? 'array' : negotiate(ctx.headers.accept)
  const setOfRows = info.returnsSet && kind === 'json'
  if (prefer.handling === 'strict' && prefer.maxAffected !== null && !setOfRows) {
    throw restError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict')
  }
  const row = await asCaller(
    request,
    async (tx) => {
      /** @type {import('../../db/types.mjs').QueryResult<{ body?: unknown, headers?: string | null }>} */
      const { rows } = await tx.query(sql, params)
      if (setOfRows && (media === 'object' || prefer.maxAffected !== null)) {
        const count = JSON.parse(String(rows[0].body)).length
        checkMaxAffected(prefer, count)
        if (media === 'object') checkSingular(count)
      }
      return rows[0]
    },
    { readOnly: !post, timezone: prefer.timezone },
  )
  if (kind === 'void') return { status: 204 }
  if (kind === 'media') {
    const bytes = row.body instanceof Uint8Array ? Buffer.from(row.body) : Buffer.alloc(0)
    return { status: 200, headers: { 'Content-Type': 'application/octet-stream', ...responseHeaders(row.headers ?? null) }, raw: bytes }
  }
  // A function that returned SQL null answers JSON null.
  const body = typeof row.body === 'string' ? row.body : 'null'
  return {
    status: 200,
    headers: { 'Content-Type': contentType(media) },
    raw: setOfRows && media === 'object' ? JSON.stringify(JSON.parse(body)[0]) : body,
  }
}
