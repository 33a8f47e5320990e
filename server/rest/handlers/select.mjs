// GET and HEAD /rest/v1/<table>: the rows the caller may see, filtered, ordered and paged, read in
// one read-only transaction, at most max_rows of them; with Prefer: count=exact, the number of
// all matching rows too.
import { rangeNotSatisfiable } from '../errors.mjs'
import { contentType, negotiate } from '../negotiate.mjs'
import { parseQuery } from '../parse.mjs'
import { parsePrefer } from '../prefer.mjs'
import { cappedRows, requestedRows } from '../range.mjs'
import { buildSelect } from '../sql.mjs'
import { asCaller, checkSingular, runWrapped, tableInfo } from './shared.mjs'

/** @type {import('./shared.mjs').RestHandler} */
export async function select(request, table) {
  const { ctx } = request
  tableInfo(request, table)
  const query = parseQuery(ctx.url.searchParams)
  const prefer = parsePrefer(ctx.headers.prefer)
  const media = negotiate(ctx.headers.accept)
  const page = cappedRows(requestedRows(query, ctx.method === 'GET' ? ctx.headers.range : undefined))
  const statement = buildSelect(table, { ...query, ...page })
  const { body, n, total } = await asCaller(
    request,
    async (tx) => {
      const result = await runWrapped(tx, statement)
      /** @type {import('../../db/types.mjs').QueryResult<{ total: number }> | null} */
      const count = prefer.count ? await tx.query(statement.count.sql, statement.count.params) : null
      return { ...result, total: count ? count.rows[0].total : null }
    },
    { readOnly: true, timezone: prefer.timezone },
  )
  const first = page.offset ?? 0
  if (total !== null && first > total) throw rangeNotSatisfiable(`An offset of ${first} was requested, but there are only ${total} rows.`)
  if (media === 'object') checkSingular(n)
  const range = n > 0 ? `${first}-${first + n - 1}/${total ?? '*'}` : `*/${total ?? '*'}`
  return {
    status: total !== null && n < total ? 206 : 200,
    headers: { 'Content-Range': range, 'Content-Type': contentType(media) },
    raw: media === 'object' ? JSON.stringify(JSON.parse(body)[0]) : body,
  }
}
