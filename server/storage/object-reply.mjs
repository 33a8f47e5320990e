// The answer to an object download: its bytes with the headers Storage sends.
import { existsSync, readFileSync } from 'node:fs'
import { storageError } from './errors.mjs'

/**
 * Storage's metadata of an object, as an upload stores it in storage.objects.
 * @typedef {{ eTag?: string, size?: number, mimetype?: string, cacheControl?: string, lastModified?: string,
 *   contentLength?: number, httpStatusCode?: number }} ObjectMetadata
 */

/**
 * @param {URL} url @param {string} name @param {ObjectMetadata | null | undefined} metadata @param {string} file
 * @returns {import('../http/app.mjs').Reply}
 */
export function objectReply(url, name, metadata, file) {
  if (!metadata || !existsSync(file)) throw storageError(404, 'NoSuchKey', 'not_found', 'Object not found')
  const bytes = readFileSync(file)
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Type': metadata.mimetype ?? 'application/octet-stream',
    'Cache-Control': metadata.cacheControl ?? 'no-cache',
    ETag: metadata.eTag ?? '',
    'Last-Modified': new Date(metadata.lastModified ?? Date.now()).toUTCString(),
    'Content-Length': String(bytes.length),
    'X-Content-Type-Options': 'nosniff',
  }
  if (url.searchParams.has('download')) {
    const filename = url.searchParams.get('download') || name.split('/').pop()
    headers['Content-Disposition'] = `attachment; filename="${encodeURIComponent(filename ?? name)}"`
  }
  return { status: 200, headers, raw: bytes }
}
