import { HttpError } from '../http/errors.mjs'

/**
 * Storage answers 400 for everything but 500 and puts the real status in the body (legacy);
 * `error` is the short name where Storage has one, else the code, as Storage renders it.
 * @param {number} statusCode @param {string} code @param {string | null} error @param {string} message
 */
export function storageError(statusCode, code, error, message) {
  return new HttpError(statusCode === 500 ? 500 : 400, { statusCode: String(statusCode), code, error: error ?? code, message })
}

export const internalError = () => storageError(500, 'InternalError', null, 'Internal server error')

/** Storage's message for a token it cannot verify (the jsonwebtoken library's wording). @param {string} reason */
export function invalidJwt(reason) {
  const message = reason === 'expired' ? 'jwt expired' : reason === 'signature' ? 'invalid signature' : reason === 'claims' ? 'invalid claims' : 'jwt malformed'
  return storageError(400, 'InvalidJWT', null, message)
}
