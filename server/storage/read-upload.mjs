// An upload's bytes and type, from a multipart form (supabase-js with a Blob or File) or a raw
// body, checked against the bucket's size limit and allowed types as Storage checks them.
import { readBody } from '../http/request.mjs'
import { storageError } from './errors.mjs'

const MAX_UPLOAD = 50 * 1024 * 1024 // the platform's global cap; each bucket sets its own below it

const tooLarge = () => storageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size')

async function readParts(ctx) {
  const body = await readBody(ctx.req, MAX_UPLOAD, tooLarge)
  const type = String(ctx.headers['content-type'] ?? '')
  if (!type.startsWith('multipart/form-data')) {
    return { bytes: body, mimetype: type.split(';')[0] || 'application/octet-stream', cacheControl: String(ctx.headers['cache-control'] ?? 'no-cache') }
  }
  let form
  try {
    form = await new Request('http://local/', { method: 'POST', headers: { 'content-type': type }, body }).formData()
  } catch {
    throw storageError(400, 'InvalidRequest', null, 'Malformed multipart body')
  }
  const file = [...form.values()].find((value) => typeof value !== 'string')
  if (!file) throw storageError(400, 'InvalidRequest', null, 'No file in the form')
  const cacheControl = form.get('cacheControl')
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    mimetype: file.type || 'application/octet-stream',
    cacheControl: typeof cacheControl === 'string' ? `max-age=${cacheControl}` : 'no-cache',
  }
}

const allows = (pattern, mimetype) => pattern === mimetype || (pattern.endsWith('/*') && mimetype.startsWith(pattern.slice(0, -1)))

/** @param {{ file_size_limit: string | number | null, allowed_mime_types: string[] | null }} bucket */
export async function readUpload(ctx, bucket) {
  const upload = await readParts(ctx)
  if (bucket.file_size_limit && upload.bytes.length > Number(bucket.file_size_limit)) throw tooLarge()
  const allowed = bucket.allowed_mime_types
  if (allowed?.length && !allowed.some((pattern) => allows(pattern, upload.mimetype))) {
    throw storageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${upload.mimetype} is not supported`)
  }
  return upload
}
