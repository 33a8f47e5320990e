// DELETE /rest/v1/<table>: removes every row the filters match (and row-level security lets the
// caller delete).
import { negotiate } from '../negotiate.mjs'
import { parseWriteQuery } from '../parse.mjs'
import { parsePrefer } from '../prefer.mjs'
import { buildDelete } from '../sql.mjs'
import { runWrite, tableInfo } from './shared.mjs'

/** @type {import('./shared.mjs').RestHandler} */
export async function remove(request, table) {
  const { ctx } = request
  tableInfo(request, table)
  const query = parseWriteQuery(ctx.url.searchParams)
  const prefer = parsePrefer(ctx.headers.prefer)
  const media = negotiate(ctx.headers.accept)
  const statement = buildDelete(table, query.filters, prefer.return === 'representation', query.select)
  return runWrite(request, [statement], { prefer, media, created: false })
}
