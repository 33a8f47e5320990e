// PATCH /rest/v1/<table>: sets the body's columns on every row the filters match (and row-level
// security lets the caller update).
import { invalidBody } from '../errors.mjs'
import { negotiate } from '../negotiate.mjs'
import { parseWriteQuery } from '../parse.mjs'
import { parsePrefer } from '../prefer.mjs'
import { buildUpdate } from '../sql.mjs'
import { checkColumns, isRecord, readJsonBody, runWrite, tableInfo } from './shared.mjs'

/** @type {import('./shared.mjs').RestHandler} */
export async function update(request, table) {
  const { ctx } = request
  const info = tableInfo(request, table)
  const query = parseWriteQuery(ctx.url.searchParams)
  const prefer = parsePrefer(ctx.headers.prefer)
  const media = negotiate(ctx.headers.accept)
  const payload = await readJsonBody(ctx)
  if (!isRecord(payload)) throw invalidBody()
  checkColumns(table, info, Object.keys(payload))
  if (Object.keys(payload).length === 0) return { status: 204, headers: { 'Content-Range': '*/*' } }
  const statement = buildUpdate(table, payload, query.filters, prefer.return === 'representation', query.select)
  return runWrite(request, [statement], { prefer, media, created: false })
}
