// POST /storage/v1/object/list/<bucket> with {prefix, limit, offset, sortBy, search}:
// supabase-js's `list()`. Answers the entries directly under the prefix, as Storage's
// storage.search() does: the sub-folders first (a name and nulls), then the files. The rows are
// read in the caller's role, so the bucket's SELECT policy decides which objects, and so which
// folders, the caller sees.
import { parseJson, readBody } from '../../http/request.mjs'
import { storageError } from '../errors.mjs'
import { callerOf, findBucket, inCallerRole } from '../service.mjs'

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at']
const SORT_ORDERS = ['asc', 'desc']

/**
 * @typedef {{ prefix: string, limit: number, offset: number, column: string, order: string, search: string }} ListRequest
 * @typedef {{ name: string, id: string | null, updated_at: string | null, created_at: string | null,
 *   last_accessed_at: string | null, metadata: Record<string, unknown> | null }} ListEntry
 */

/** Storage's answer to a body its schema refuses. @param {string} message */
const invalid = (message) => storageError(400, 'InvalidRequest', null, message)

/** @param {unknown} value */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The request as Storage's schema reads it: `prefix` is required; `limit` (at least 1, default
 * 100), `offset` (at least 0), `sortBy` and `search` are optional.
 * @param {unknown} body @returns {ListRequest}
 */
function listRequest(body) {
  if (!isObject(body)) throw invalid('body must be object')
  const input = /** @type {Record<string, unknown>} */ (body)
  if (typeof input.prefix !== 'string') throw invalid(input.prefix === undefined ? "body must have required property 'prefix'" : 'body/prefix must be string')
  const limit = input.limit ?? 100
  if (!Number.isInteger(limit) || Number(limit) < 1) throw invalid('body/limit must be integer >= 1')
  const offset = input.offset ?? 0
  if (!Number.isInteger(offset) || Number(offset) < 0) throw invalid('body/offset must be integer >= 0')
  const sortBy = input.sortBy ?? { column: 'name' }
  if (!isObject(sortBy)) throw invalid('body/sortBy must be object')
  const { column, order = 'asc' } = /** @type {{ column?: unknown, order?: unknown }} */ (sortBy)
  if (typeof column !== 'string' || !SORT_COLUMNS.includes(column)) throw invalid('body/sortBy/column must be equal to one of the allowed values')
  if (typeof order !== 'string' || !SORT_ORDERS.includes(order)) throw invalid('body/sortBy/order must be equal to one of the allowed values')
  const search = input.search ?? ''
  if (typeof search !== 'string') throw invalid('body/search must be string')
  // A prefix names a folder: 'a' and 'a/' both list what is inside a.
  const prefix = input.prefix && !input.prefix.endsWith('/') ? `${input.prefix}/` : input.prefix
  return { prefix, limit: Number(limit), offset: Number(offset), column, order, search }
}

/**
 * The SQL of one listing. `$3` is the depth of the entries listed (1 at the top), as Storage
 * counts it; the prefix and search match case-insensitively, as Storage's `ilike` does. Folders
 * sort by name in the order asked, files by the column asked.
 * @param {ListRequest} request
 */
function listSql({ column, order }) {
  // Both come from the allow-lists above, never from the request's text.
  const direction = order === 'desc' ? 'desc' : 'asc'
  return `
    with matching as (
      select o.path_tokens[$3] as name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
        array_length(o.path_tokens, 1) = $3 as is_file
      from storage.objects o
      where o.bucket_id = $1 and o.name ilike $2 || '%' and array_length(o.path_tokens, 1) >= $3
    ),
    entries as (
      select distinct name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
        null::timestamptz as last_accessed_at, null::jsonb as metadata, false as is_file
      from matching where not is_file
      union all
      select name, id, updated_at, created_at, last_accessed_at, metadata, true from matching where is_file
    )
    select name, id, updated_at, created_at, last_accessed_at, metadata from entries
    order by is_file, case when is_file then ${SORT_COLUMNS.includes(column) ? column : 'name'} end ${direction}, name ${direction}
    limit $4 offset $5`
}

/**
 * @param {import('../../http/app.mjs').Context} ctx @param {import('../service.mjs').StorageService} storage
 * @param {{ bucketId: string }} bucket
 * @returns {Promise<import('../../http/app.mjs').Reply>}
 */
export async function listObjects(ctx, storage, { bucketId }) {
  const who = callerOf(ctx)
  await findBucket(storage, bucketId)
  const buffer = await readBody(ctx.req, 1024 * 1024, () => storageError(413, 'EntityTooLarge', 'Payload too large', 'The request exceeded the maximum allowed size'))
  const request = listRequest(parseJson(buffer, () => invalid('Body is not valid JSON')))
  const level = request.prefix.split('/').length
  const entries = await inCallerRole(storage, ctx, who, async (tx) => {
    /** @type {import('../../db/types.mjs').QueryResult<ListEntry>} */
    const { rows } = await tx.query(listSql(request), [bucketId, request.prefix + request.search, level, request.limit, request.offset])
    return rows
  })
  return { status: 200, body: entries }
}
