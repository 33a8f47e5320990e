import { HttpError } from '../http/errors.mjs'

/** Storage answers 400 for everything but 500 and puts the real status in the body (legacy). */
export function storageError(statusCode, code, error, message) {
  return new HttpError(400, { statusCode: String(statusCode), code, error, message })
}
