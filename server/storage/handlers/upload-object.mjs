// POST /storage/v1/object/<bucket>/<name> (a new object; `x-upsert: true` replaces one) and
// PUT (replaces). Multipart (supabase-js with a Blob or File) or a raw body.
import { createHash, randomUUID } from 'node:crypto'
import { objectFile, writeDurably } from '../object-file.mjs'
import { checkUploadHead, readUpload } from '../read-upload.mjs'
import { callerOf, findBucket, inCallerRole } from '../service.mjs'
import { assertMayWrite } from '../write-probe.mjs'

/**
 * @param {import('../../http/app.mjs').Context} ctx @param {import('../service.mjs').StorageService} storage
 * @param {import('../service.mjs').ObjectPath} path @param {boolean} upsert
 */
async function storeObject(ctx, storage, path, upsert) {
  const { bucketId, name } = path
  const who = callerOf(ctx)
  const bucket = await findBucket(storage, bucketId)
  await assertMayWrite(storage, ctx, who, path, upsert)
  checkUploadHead(ctx, bucket)
  const { bytes, mimetype, cacheControl } = await readUpload(ctx, bucket)
  const eTag = `"${createHash('md5').update(bytes).digest('hex')}"`
  /** @type {import('../object-reply.mjs').ObjectMetadata} */
  const metadata = { eTag, size: bytes.length, mimetype, cacheControl, lastModified: new Date().toISOString(), contentLength: bytes.length, httpStatusCode: 200 }
  const file = objectFile(storage, bucketId, name)
  const id = randomUUID()
  await inCallerRole(storage, ctx, who, async (tx) => {
    const conflict = upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now(), owner = excluded.owner, owner_id = excluded.owner_id' : ''
    // No RETURNING: that would also need a SELECT policy, which Storage does not ask for.
    await tx.query(
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7) ${conflict}`,
      [id, bucketId, name, who.claims.sub ?? null, who.claims.sub ?? null, JSON.stringify(metadata), eTag],
    )
    // Written inside the transaction: if the write fails, the row is rolled back with it.
    writeDurably(file, bytes)
  })
  return { status: 200, body: { Id: id, Key: `${bucketId}/${name}` } }
}

/** @type {import('../service.mjs').ObjectHandler} */
export const uploadObject = (ctx, storage, path) => storeObject(ctx, storage, path, String(ctx.headers['x-upsert']) === 'true')

/** @type {import('../service.mjs').ObjectHandler} */
export const updateObject = (ctx, storage, path) => storeObject(ctx, storage, path, true)
