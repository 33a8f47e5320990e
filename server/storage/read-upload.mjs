// An upload's bytes and type, from a multipart form (supabase-js with a Blob or File) or a raw
// body, checked against the bucket's size limit and allowed types as Storage checks them.
import { readBody } from '../http/request.mjs'
import { storageError } from './errors.mjs'

/**
 * @typedef {import('../http/app.mjs').Context} Context
 * @typedef {Pick<import('./service.mjs').Bucket, 'file_size_limit' | 'allowed_mime_types'>} UploadRules
 * @typedef {{ bytes: Buffer, mimetype: string, cacheControl: string }} Upload
 */

const MAX_UPLOAD = 50 * 1024 * 1024 // the platform's global cap; each bucket sets its own below it
/** Room for a multipart form's boundaries and part headers around the file itself. */
const FORM_OVERHEAD = 64 * 1024

const tooLarge = () => storageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size')
const isMultipart = (/** @type {Context} */ ctx) => String(ctx.headers['content-type'] ?? '').startsWith('multipart/form-data')

/**
 * The most bytes a request to `bucket` may carry: its file limit (or the global cap), plus a form's overhead.
 * @param {Context} ctx @param {UploadRules} bucket
 */
function requestLimit(ctx, bucket) {
  const fileLimit = bucket.file_size_limit ? Math.min(Number(bucket.file_size_limit), MAX_UPLOAD) : MAX_UPLOAD
  return fileLimit + (isMultipart(ctx) ? FORM_OVERHEAD : 0)
}

/** @param {string} pattern a type, or a family such as `image/*` @param {string} mimetype */
const allows = (pattern, mimetype) => pattern === mimetype || (pattern.endsWith('/*') && mimetype.startsWith(pattern.slice(0, -1)))

/** @param {UploadRules} bucket @param {string} mimetype */
function checkType(bucket, mimetype) {
  const allowed = bucket.allowed_mime_types
  if (allowed?.length && !allowed.some((pattern) => allows(pattern, mimetype))) {
    throw storageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimetype} is not supported`)
  }
}

/**
 * What the request head already tells, checked before a byte of the body is read: a declared
 * size over the bucket's limit, and the type of a raw (non-form) upload.
 * @param {Context} ctx @param {UploadRules} bucket
 */
export function checkUploadHead(ctx, bucket) {
  const declared = Number(ctx.headers['content-length'] ?? 0)
  if (declared > requestLimit(ctx, bucket)) throw tooLarge()
  if (!isMultipart(ctx)) checkType(bucket, String(ctx.headers['content-type'] ?? '').split(';')[0] || 'application/octet-stream')
}

/**
 * A Buffer that owns a whole ArrayBuffer (not shared memory), which fetch's Request accepts as a body.
 * @param {Buffer} bytes @returns {bytes is Buffer<ArrayBuffer>}
 */
const overArrayBuffer = (bytes) => bytes.buffer instanceof ArrayBuffer

/** @param {Context} ctx @param {number} limit bytes @returns {Promise<Upload>} */
async function readParts(ctx, limit) {
  const body = await readBody(ctx.req, limit, tooLarge)
  const type = String(ctx.headers['content-type'] ?? '')
  if (!type.startsWith('multipart/form-data')) {
    return { bytes: body, mimetype: type.split(';')[0] || 'application/octet-stream', cacheControl: String(ctx.headers['cache-control'] ?? 'no-cache') }
  }
  let form
  try {
    const formBody = overArrayBuffer(body) ? body : new Uint8Array(body)
    form = await new Request('http://local/', { method: 'POST', headers: { 'content-type': type }, body: formBody }).formData()
  } catch {
    throw storageError(400, 'InvalidRequest', null, 'Malformed multipart body')
  }
  /** @type {File | undefined} */
  let file
  form.forEach((value) => {
    if (!file && typeof value !== 'string') file = value
  })
  if (!file) throw storageError(400, 'InvalidRequest', null, 'No file in the form')
  const cacheControl = form.get('cacheControl')
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    mimetype: file.type || 'application/octet-stream',
    cacheControl: typeof cacheControl === 'string' ? `max-age=${cacheControl}` : 'no-cache',
  }
}

/**
 * Reads the upload, stopping as soon as it passes the bucket's limit (a body sent without a
 * declared length is never held in memory beyond it).
 * @param {Context} ctx @param {UploadRules} bucket @returns {Promise<Upload>}
 */
export async function readUpload(ctx, bucket) {
  const upload = await readParts(ctx, requestLimit(ctx, bucket))
  if (bucket.file_size_limit && upload.bytes.length > Number(bucket.file_size_limit)) throw tooLarge()
  checkType(bucket, upload.mimetype)
  return upload
}
