// What every Storage endpoint shares: the database and files folder, and reading the bucket
// and the caller a request names.
import { HttpError } from '../http/errors.mjs'
import { enterRole, requestRole, RoleError } from '../request-role.mjs'
import { invalidJwt, storageError } from './errors.mjs'

/**
 * @typedef {import('../db/types.mjs').Database} Database
 * @typedef {import('../db/types.mjs').Queryable} Queryable
 * @typedef {import('../http/app.mjs').Context} Context
 * @typedef {import('../http/app.mjs').Reply} Reply
 * @typedef {import('../request-role.mjs').RequestCaller} RequestCaller
 * @typedef {{ db: Database, filesDir: string }} StorageService
 * @typedef {{ bucketId: string, name: string }} ObjectPath
 * @typedef {(ctx: Context, storage: StorageService, path: ObjectPath) => Promise<Reply>} ObjectHandler
 * @typedef {{ id: string, public: boolean, file_size_limit: string | number | null, allowed_mime_types: string[] | null }} Bucket
 */

/** @param {StorageService} storage @param {string} id @returns {Promise<Bucket>} */
export async function findBucket(storage, id) {
  /** @type {import('../db/types.mjs').QueryResult<Bucket>} */
  const { rows } = await storage.db.query('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [id])
  if (!rows[0]) throw storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found')
  return rows[0]
}

/** The caller's role and claims, or Storage's InvalidJWT. @param {Context} ctx @returns {RequestCaller} */
export function callerOf(ctx) {
  try {
    return requestRole(ctx.headers)
  } catch (error) {
    if (error instanceof RoleError) throw invalidJwt(error.reason)
    throw error
  }
}

/** A database error's SQLSTATE, if it has one. @param {unknown} error */
const sqlState = (error) => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined)

/**
 * Runs `work` in one transaction as the caller, so the bucket's RLS policies decide; their
 * refusals become Storage's errors.
 * @template T
 * @param {StorageService} storage @param {Context} ctx @param {RequestCaller} who
 * @param {(tx: Queryable) => Promise<T>} work @returns {Promise<T>}
 */
export async function inCallerRole(storage, ctx, who, work) {
  try {
    return await storage.db.transaction(async (tx) => {
      await enterRole(tx, who, { method: ctx.method, path: ctx.path, req: ctx.req })
      return work(tx)
    })
  } catch (error) {
    if (error instanceof HttpError) throw error
    if (sqlState(error) === '42501') throw storageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy')
    if (sqlState(error) === '23505') throw storageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists')
    throw error
  }
}
