// Storage under /storage/v1: upload (multipart or raw), download (public or as the caller),
// remove. Object rows are read and written in the caller's role, so the bucket's RLS policies
// decide; bytes live on disk.
import { createHash, randomUUID } from 'node:crypto'
import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { safeDecode } from '../http/decode.mjs'
import { HttpError } from '../http/errors.mjs'
import { readBody, parseJson } from '../http/request.mjs'
import { enterRole, requestRole, RoleError } from '../request-role.mjs'
import { internalError, invalidJwt, storageError } from './errors.mjs'
import { objectName } from './object-name.mjs'
import { objectReply } from './object-reply.mjs'
import { checkUploadHead, readUpload } from './read-upload.mjs'

/** @param {{ db: any, filesDir: string, onError?: (error: unknown) => void }} deps */
/** Writes a file and syncs it before the row commits, so a stored object survives a host crash. */
function writeDurably(file, bytes) {
  const fd = openSync(file, 'w')
  try {
    for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

export function storageRoutes({ db, filesDir, onError }) {
  const fileOf = (bucket, name) => join(filesDir, bucket, name)

  async function bucketRow(id) {
    const { rows } = await db.query('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [id])
    if (!rows[0]) throw storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found')
    return rows[0]
  }

  function caller(ctx) {
    try {
      return requestRole(ctx.headers)
    } catch (error) {
      if (error instanceof RoleError) throw invalidJwt(error.reason)
      throw error
    }
  }

  async function inCallerRole(ctx, who, work) {
    try {
      return await db.transaction(async (tx) => {
        await enterRole(tx, who, { method: ctx.method, path: ctx.path })
        return work(tx)
      })
    } catch (error) {
      if (error instanceof HttpError) throw error
      if (error?.code === '42501') throw storageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy')
      if (error?.code === '23505') throw storageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists')
      throw error
    }
  }

  /**
   * Asks the bucket's policies whether the caller may write this object, before its bytes are
   * read: the row is inserted in the caller's role and rolled back. An anonymous 50 MB upload
   * is refused from its head.
   */
  async function assertMayWrite(ctx, who, bucketId, name, upsert) {
    const probe = new Error('permission probe')
    try {
      await inCallerRole(ctx, who, async (tx) => {
        const conflict = upsert ? 'on conflict (bucket_id, name) do update set updated_at = now()' : ''
        await tx.query(`insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3, $4) ${conflict}`, [
          bucketId,
          name,
          who.claims.sub ?? null,
          who.claims.sub ?? null,
        ])
        throw probe
      })
    } catch (error) {
      if (error !== probe) throw error
    }
  }

  async function upload(ctx, bucketId, name, upsert) {
    const who = caller(ctx)
    const bucket = await bucketRow(bucketId)
    await assertMayWrite(ctx, who, bucketId, name, upsert)
    checkUploadHead(ctx, bucket)
    const { bytes, mimetype, cacheControl } = await readUpload(ctx, bucket)
    const eTag = `"${createHash('md5').update(bytes).digest('hex')}"`
    const metadata = { eTag, size: bytes.length, mimetype, cacheControl, lastModified: new Date().toISOString(), contentLength: bytes.length, httpStatusCode: 200 }
    const file = fileOf(bucketId, name)
    const id = randomUUID()
    await inCallerRole(ctx, who, async (tx) => {
      const conflict = upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now(), owner = excluded.owner, owner_id = excluded.owner_id' : ''
      // No RETURNING: that would also need a SELECT policy, which Storage does not ask for.
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7) ${conflict}`,
        [id, bucketId, name, who.claims.sub ?? null, who.claims.sub ?? null, JSON.stringify(metadata), eTag],
      )
      // Written inside the transaction: if the write fails, the row is rolled back with it.
      mkdirSync(dirname(file), { recursive: true })
      writeDurably(file, bytes)
    })
    return { status: 200, body: { Id: id, Key: `${bucketId}/${name}` } }
  }

  /** Public URLs: Storage checks only that the bucket is public, as a superuser (no RLS). */
  async function downloadPublic(ctx, bucketId, name) {
    const bucket = await bucketRow(bucketId)
    if (!bucket.public) throw storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found')
    const { rows } = await db.query('select metadata from storage.objects where bucket_id = $1 and name = $2', [bucketId, name])
    return objectReply(ctx.url, name, rows[0]?.metadata, fileOf(bucketId, name))
  }

  /** `download()`: the row is read in the caller's role, so the bucket's SELECT policy decides. */
  async function downloadAsCaller(ctx, bucketId, name) {
    const who = caller(ctx)
    await bucketRow(bucketId)
    const rows = await inCallerRole(ctx, who, async (tx) => {
      const result = await tx.query('select metadata from storage.objects where bucket_id = $1 and name = $2', [bucketId, name])
      return result.rows
    })
    return objectReply(ctx.url, name, rows[0]?.metadata, fileOf(bucketId, name))
  }

  async function remove(ctx, bucketId) {
    const who = caller(ctx)
    await bucketRow(bucketId)
    const buffer = await readBody(ctx.req, 1024 * 1024, () => storageError(413, 'EntityTooLarge', 'Payload too large', 'The request exceeded the maximum allowed size'))
    const input = parseJson(buffer, () => storageError(400, 'InvalidRequest', null, 'Body is not valid JSON'))
    const prefixes = Array.isArray(input?.prefixes) ? input.prefixes.filter((p) => typeof p === 'string') : null
    if (!prefixes || prefixes.length === 0) throw storageError(400, 'InvalidRequest', null, 'prefixes must be a non-empty array')
    const deleted = await inCallerRole(ctx, who, async (tx) => {
      const { rows } = await tx.query(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning name, bucket_id, owner, id, updated_at, created_at, last_accessed_at, metadata`,
        [bucketId, prefixes],
      )
      return rows
    })
    // RLS hides rows the caller may not delete: only what came back is removed from disk.
    for (const row of deleted) rmSync(fileOf(bucketId, row.name), { force: true })
    return { status: 200, body: deleted }
  }

  function route(ctx) {
    const rest = ctx.path.slice('/storage/v1/'.length)
    const read = ctx.method === 'GET' || ctx.method === 'HEAD'
    const publicMatch = rest.match(/^object\/public\/([^/]+)\/(.+)$/)
    if (publicMatch && read) return downloadPublic(ctx, safeDecode(publicMatch[1]), objectName(publicMatch[2]))
    const match = rest.match(/^object\/(?:authenticated\/)?([^/]+)(?:\/(.+))?$/)
    if (match) {
      const bucketId = safeDecode(match[1])
      const name = match[2] === undefined ? null : objectName(match[2])
      if (ctx.method === 'DELETE' && name === null) return remove(ctx, bucketId)
      if (read && name) return downloadAsCaller(ctx, bucketId, name)
      if (ctx.method === 'POST' && name) return upload(ctx, bucketId, name, String(ctx.headers['x-upsert']) === 'true')
      if (ctx.method === 'PUT' && name) return upload(ctx, bucketId, name, true)
    }
    throw storageError(404, 'NotFound', null, 'Route not found')
  }

  return async (ctx) => {
    if (!ctx.path.startsWith('/storage/v1/')) return null
    try {
      return await route(ctx)
    } catch (error) {
      if (error instanceof HttpError) throw error
      // Storage's own 500: logged here, never a stack trace on the wire.
      onError?.(error)
      throw internalError()
    }
  }
}
