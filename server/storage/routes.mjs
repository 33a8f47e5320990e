// Storage under /storage/v1: each endpoint's handler is in handlers/. Object rows are read and
// written in the caller's role, so the bucket's RLS policies decide; bytes live on disk.
import { safeDecode } from '../http/decode.mjs'
import { HttpError } from '../http/errors.mjs'
import { internalError, storageError } from './errors.mjs'
import { downloadObject } from './handlers/download-object.mjs'
import { downloadPublicObject } from './handlers/download-public-object.mjs'
import { listObjects } from './handlers/list-objects.mjs'
import { removeObjects } from './handlers/remove-objects.mjs'
import { updateObject, uploadObject } from './handlers/upload-object.mjs'
import { objectName } from './object-name.mjs'

/**
 * The handler for a path below /storage/v1/. A name that could leave the bucket folder is
 * refused (InvalidKey) before any handler runs.
 * @param {import('../http/app.mjs').Context} ctx @param {import('./service.mjs').StorageService} storage
 */
function route(ctx, storage) {
  const rest = ctx.path.slice('/storage/v1/'.length)
  const read = ctx.method === 'GET' || ctx.method === 'HEAD'
  const publicMatch = rest.match(/^object\/public\/([^/]+)\/(.+)$/)
  if (publicMatch && read) return downloadPublicObject(ctx, storage, { bucketId: safeDecode(publicMatch[1]), name: objectName(publicMatch[2]) })
  const listMatch = rest.match(/^object\/list\/([^/]+)$/)
  if (listMatch && ctx.method === 'POST') return listObjects(ctx, storage, { bucketId: safeDecode(listMatch[1]) })
  const match = rest.match(/^object\/(?:authenticated\/)?([^/]+)(?:\/(.+))?$/)
  if (match) {
    const bucketId = safeDecode(match[1])
    const name = match[2] === undefined ? null : objectName(match[2])
    if (ctx.method === 'DELETE' && name === null) return removeObjects(ctx, storage, { bucketId })
    if (read && name) return downloadObject(ctx, storage, { bucketId, name })
    if (ctx.method === 'POST' && name) return uploadObject(ctx, storage, { bucketId, name })
    if (ctx.method === 'PUT' && name) return updateObject(ctx, storage, { bucketId, name })
  }
  throw storageError(404, 'NotFound', null, 'Route not found')
}

/**
 * @param {{ db: import('../db/types.mjs').Database, filesDir: string, onError?: (error: unknown) => void }} deps
 * @returns {import('../http/app.mjs').Handler}
 */
export function storageRoutes({ db, filesDir, onError }) {
  const storage = { db, filesDir }
  return async (ctx) => {
    if (!ctx.path.startsWith('/storage/v1/')) return null
    try {
      return await route(ctx, storage)
    } catch (error) {
      if (error instanceof HttpError) throw error
      // Storage's own 500: logged here, never a stack trace on the wire.
      onError?.(error)
      throw internalError()
    }
  }
}
