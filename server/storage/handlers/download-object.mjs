// GET/HEAD /storage/v1/object[/authenticated]/<bucket>/<name>: supabase-js's `download()`. The
// row is read in the caller's role, so the bucket's SELECT policy decides.
import { objectFile } from '../object-file.mjs'
import { objectReply } from '../object-reply.mjs'
import { callerOf, findBucket, inCallerRole } from '../service.mjs'

/** @type {import('../service.mjs').ObjectHandler} */
export async function downloadObject(ctx, storage, { bucketId, name }) {
  const who = callerOf(ctx)
  await findBucket(storage, bucketId)
  const rows = await inCallerRole(storage, ctx, who, async (tx) => {
    /** @type {import('../../db/types.mjs').QueryResult<{ metadata: import('../object-reply.mjs').ObjectMetadata | null }>} */
    const result = await tx.query('select metadata from storage.objects where bucket_id = $1 and name = $2', [bucketId, name])
    return result.rows
  })
  return objectReply(ctx.url, name, rows[0]?.metadata, objectFile(storage, bucketId, name))
}
