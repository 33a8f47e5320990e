// POST /rest/v1/<table>: insert, or upsert with Prefer: resolution=merge-duplicates (update the
// existing row) or ignore-duplicates (keep it), on the primary key or the on_conflict columns.
import { invalidBody } from '../errors.mjs'
import { negotiate } from '../negotiate.mjs'
import { parseWriteQuery } from '../parse.mjs'
import { parsePrefer } from '../prefer.mjs'
import { buildInsert } from '../sql.mjs'
import { checkColumns, isRecord, readJsonBody, runWrite, tableInfo } from './shared.mjs'

/**
 * Splits an insert payload into statements: with missing=default, one per distinct key set, so
 * each row's absent columns take their defaults.
 * @param {unknown} payload @param {import('../parse.mjs').Query} query @param {import('../prefer.mjs').Prefer} prefer
 * @returns {{ rows: Record<string, unknown>[], columns: string[] }[]}
 */
export function insertGroups(payload, query, prefer) {
  const rows = Array.isArray(payload) ? payload : [payload]
  if (!rows.every(isRecord)) throw invalidBody('All object keys must match')
  if (!Array.isArray(payload)) return [{ rows, columns: query.columns ?? Object.keys(rows[0]) }]
  if (prefer.missing === 'default') {
    /** @type {Map<string, { rows: Record<string, unknown>[], columns: string[] }>} */
    const groups = new Map()
    for (const row of rows) {
      const key = Object.keys(row).sort().join(',')
      const group = groups.get(key) ?? { rows: [], columns: Object.keys(row) }
      group.rows.push(row)
      groups.set(key, group)
    }
    return [...groups.values()]
  }
  const columns = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))]
  return [{ rows, columns }]
}

/** @type {import('./shared.mjs').RestHandler} */
export async function insert(request, table) {
  const { ctx } = request
  const info = tableInfo(request, table)
  const query = parseWriteQuery(ctx.url.searchParams)
  const prefer = parsePrefer(ctx.headers.prefer)
  const media = negotiate(ctx.headers.accept)
  const payload = await readJsonBody(ctx)
  if (payload === undefined) throw invalidBody()
  const conflict = prefer.resolution ? { target: query.onConflict ?? info.primaryKey, ignore: prefer.resolution === 'ignore-duplicates' } : null
  if (conflict) checkColumns(table, info, conflict.target)
  const representation = prefer.return === 'representation'
  const statements = insertGroups(payload, query, prefer).map((group) => {
    checkColumns(table, info, group.columns)
    return buildInsert(table, { ...group, conflict }, representation, query.select)
  })
  return runWrite(request, statements, { prefer, media, created: true })
}
