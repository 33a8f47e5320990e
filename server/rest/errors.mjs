// PostgREST's error answers: its SQLSTATE-to-status mapping and {code, details, hint, message} body.
import { HttpError } from '../http/errors.mjs'

/** @param {number} status @param {string} code @param {string} message @param {string | null} [details] @param {string | null} [hint] */
export function restError(status, code, message, details = null, hint = null, headers = {}) {
  return new HttpError(status, { code, details, hint, message }, headers)
}

/** Maps a Postgres error (node-postgres / PGlite shape) to PostgREST's status and body. */
export function fromPostgresError(error, { isAnonymous }) {
  const code = typeof error?.code === 'string' ? error.code : ''
  const body = [code, error?.message ?? 'Database error', error?.detail ?? null, error?.hint ?? null]
  let status = 400
  // PostgREST's own convention: SQLSTATE PTnnn raised by a function answers HTTP status nnn.
  if (/^PT\d{3}$/.test(code)) status = Number(code.slice(2))
  else if (code === '23505' || code === '23503') status = 409
  else if (code === '42501') status = isAnonymous ? 401 : 403
  else if (code === '42P01' || code === '42883') status = 404
  else if (code === 'P0001') status = 400
  else if (code === '25006') status = 405 // a write in a read-only (GET) transaction
  else if (code === '53400') status = 500
  else if (/^(08|53)/.test(code) || code === '57P01') status = 503
  else if (/^(P0|XX|40|25|09|2D|38|39|3B|54|55|57|58|F0|HV)/.test(code) || code === '42P17') status = 500
  else if (/^(0L|0P|28)/.test(code)) status = 403
  const headers = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}
  return restError(status, body[0], body[1], body[2], body[3], headers)
}
