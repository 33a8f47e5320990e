// DELETE /storage/v1/object/<bucket> with {"prefixes": [names…]}: supabase-js's `remove()`.
// Deletes the rows RLS lets the caller delete, then their files; answers the deleted rows.
import { rmSync } from 'node:fs'
import { parseJson, readBody } from '../../http/request.mjs'
import { storageError } from '../errors.mjs'
import { objectFile } from '../object-file.mjs'
import { callerOf, findBucket, inCallerRole } from '../service.mjs'

/** @param {unknown} input @returns {string[] | null} */
function prefixesOf(input) {
  if (typeof input !== 'object' || input === null || !('prefixes' in input) || !Array.isArray(input.prefixes)) return null
  return input.prefixes.filter((prefix) => typeof prefix === 'string')
}

/**
 * @param {import('../../http/app.mjs').Context} ctx @param {import('../service.mjs').StorageService} storage
 * @param {{ bucketId: string }} bucket
 * @returns {Promise<import('../../http/app.mjs').Reply>}
 */
export async function removeObjects(ctx, storage, { bucketId }) {
  const who = callerOf(ctx)
  await findBucket(storage, bucketId)
  const buffer = await readBody(ctx.req, 1024 * 1024, () => storageError(413, 'EntityTooLarge', 'Payload too large', 'The request exceeded the maximum allowed size'))
  const prefixes = prefixesOf(parseJson(buffer, () => storageError(400, 'InvalidRequest', null, 'Body is not valid JSON')))
  if (!prefixes || prefixes.length === 0) throw storageError(400, 'InvalidRequest', null, 'prefixes must be a non-empty array')
  const deleted = await inCallerRole(storage, ctx, who, async (tx) => {
    /** @type {import('../../db/types.mjs').QueryResult<{ name: string }>} */
    const { rows } = await tx.query(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning name, bucket_id, owner, id, updated_at, created_at, last_accessed_at, metadata`,
      [bucketId, prefixes],
    )
    return rows
  })
  // RLS hides rows the caller may not delete: only what came back is removed from disk.
  for (const row of deleted) rmSync(objectFile(storage, bucketId, row.name), { force: true })
  return { status: 200, body: deleted }
}
