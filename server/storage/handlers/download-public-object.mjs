// GET/HEAD /storage/v1/object/public/<bucket>/<name>: public URLs. Storage checks only that the
// bucket is public, as a superuser (no RLS).
import { objectFile } from '../object-file.mjs'
import { objectReply } from '../object-reply.mjs'
import { storageError } from '../errors.mjs'
import { findBucket } from '../service.mjs'

/** @type {import('../service.mjs').ObjectHandler} */
export async function downloadPublicObject(ctx, storage, { bucketId, name }) {
  const bucket = await findBucket(storage, bucketId)
  if (!bucket.public) throw storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found')
  /** @type {import('../../db/types.mjs').QueryResult<{ metadata: import('../object-reply.mjs').ObjectMetadata | null }>} */
  const { rows } = await storage.db.query('select metadata from storage.objects where bucket_id = $1 and name = $2', [bucketId, name])
  return objectReply(ctx.url, name, rows[0]?.metadata, objectFile(storage, bucketId, name))
}
