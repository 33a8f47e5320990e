// Storage under /storage/v1: upload (multipart or raw), public download, remove. Object rows
// are written in the caller's role, so the bucket's RLS policies decide; bytes live on disk.
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { HttpError } from '../http/errors.mjs'
import { readBody, parseJson } from '../http/request.mjs'
import { enterRole, requestRole, RoleError } from '../request-role.mjs'
import { storageError } from './errors.mjs'
import { checkObjectName } from './object-name.mjs'

const MAX_UPLOAD = 50 * 1024 * 1024 // the platform's global cap; each bucket sets its own below it

/** @param {{ db: any, filesDir: string }} deps */
export function storageRoutes({ db, filesDir }) {
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
      if (error instanceof RoleError) throw storageError(400, 'InvalidJWT', 'Unauthorized', error.message)
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

  /** The uploaded bytes and their type, from a multipart form or a raw body. */
  async function readUpload(ctx) {
    const body = await readBody(ctx.req, MAX_UPLOAD, () =>
      storageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
    )
    const type = String(ctx.headers['content-type'] ?? '')
    if (!type.startsWith('multipart/form-data')) {
      return { bytes: body, mimetype: type.split(';')[0] || 'application/octet-stream', cacheControl: String(ctx.headers['cache-control'] ?? 'no-cache') }
    }
    let form
    try {
      form = await new Request('http://local/', { method: 'POST', headers: { 'content-type': type }, body }).formData()
    } catch {
      throw storageError(400, 'InvalidRequest', 'Invalid request', 'Malformed multipart body')
    }
    const file = [...form.values()].find((value) => typeof value !== 'string')
    if (!file) throw storageError(400, 'InvalidRequest', 'Invalid request', 'No file in the form')
    const cacheControl = form.get('cacheControl')
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      mimetype: file.type || 'application/octet-stream',
      cacheControl: typeof cacheControl === 'string' ? `max-age=${cacheControl}` : 'no-cache',
    }
  }

  async function upload(ctx, bucketId, name, upsert) {
    const who = caller(ctx)
    const bucket = await bucketRow(bucketId)
    const { bytes, mimetype, cacheControl } = await readUpload(ctx)
    if (bucket.file_size_limit && bytes.length > Number(bucket.file_size_limit)) {
      throw storageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size')
    }
    const allowed = bucket.allowed_mime_types
    if (allowed?.length && !allowed.some((pattern) => pattern === mimetype || (pattern.endsWith('/*') && mimetype.startsWith(pattern.slice(0, -1))))) {
      throw storageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimetype} is not supported`)
    }
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
      writeFileSync(file, bytes)
    })
    return { status: 200, body: { Id: id, Key: `${bucketId}/${name}` } }
  }

  async function downloadPublic(ctx, bucketId, name) {
    const bucket = await bucketRow(bucketId)
    if (!bucket.public) throw storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found')
    const { rows } = await db.query('select metadata, updated_at from storage.objects where bucket_id = $1 and name = $2', [bucketId, name])
    const file = fileOf(bucketId, name)
    if (!rows[0] || !existsSync(file)) throw storageError(404, 'NoSuchKey', 'not_found', 'Object not found')
    const metadata = rows[0].metadata ?? {}
    const bytes = readFileSync(file)
    const headers = {
      'Content-Type': metadata.mimetype ?? 'application/octet-stream',
      'Cache-Control': metadata.cacheControl ?? 'no-cache',
      ETag: metadata.eTag ?? '',
      'Last-Modified': new Date(metadata.lastModified ?? Date.now()).toUTCString(),
      'Content-Length': String(bytes.length),
      'X-Content-Type-Options': 'nosniff',
    }
    if (ctx.url.searchParams.has('download')) {
      const filename = ctx.url.searchParams.get('download') || name.split('/').pop()
      headers['Content-Disposition'] = `attachment; filename="${encodeURIComponent(filename)}"`
    }
    return { status: 200, headers, raw: bytes }
  }

  async function remove(ctx, bucketId) {
    const who = caller(ctx)
    await bucketRow(bucketId)
    const buffer = await readBody(ctx.req, 1024 * 1024, () => storageError(413, 'EntityTooLarge', 'Payload too large', 'Request too large'))
    const input = parseJson(buffer, () => storageError(400, 'InvalidRequest', 'Invalid request', 'Body is not valid JSON'))
    const prefixes = Array.isArray(input?.prefixes) ? input.prefixes.filter((p) => typeof p === 'string') : null
    if (!prefixes || prefixes.length === 0) throw storageError(400, 'InvalidRequest', 'Invalid request', 'prefixes must be a non-empty array')
    const deleted = await inCallerRole(ctx, who, async (tx) => {
      const { rows } = await tx.query(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning name, bucket_id, owner, id, updated_at, created_at, last_accessed_at, metadata`,
        [bucketId, prefixes],
      )
      return rows
    })
    // RLS hides rows the caller may not delete: only what came back is removed from disk.
    for (const row of deleted) {
      rmSync(fileOf(bucketId, row.name), { force: true })
    }
    return { status: 200, body: deleted }
  }

  return async (ctx) => {
    if (!ctx.path.startsWith('/storage/v1/')) return null
    const rest = ctx.path.slice('/storage/v1/'.length)
    const publicMatch = rest.match(/^object\/public\/([^/]+)\/(.+)$/)
    if (publicMatch && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      return downloadPublic(ctx, decodeURIComponent(publicMatch[1]), checkObjectName(decodeURIComponent(publicMatch[2])))
    }
    const objectMatch = rest.match(/^object\/([^/]+)(?:\/(.+))?$/)
    if (objectMatch) {
      const bucketId = decodeURIComponent(objectMatch[1])
      const name = objectMatch[2] === undefined ? null : checkObjectName(decodeURIComponent(objectMatch[2]))
      if (ctx.method === 'DELETE' && name === null) return remove(ctx, bucketId)
      if (ctx.method === 'POST' && name) return upload(ctx, bucketId, name, String(ctx.headers['x-upsert']) === 'true')
      if (ctx.method === 'PUT' && name) return upload(ctx, bucketId, name, true)
    }
    throw storageError(404, 'NotFound', 'Not found', 'Route not found')
  }
}
