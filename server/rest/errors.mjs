// PostgREST's error answers: its SQLSTATE-to-status mapping and {code, details, hint, message} body.
import { HttpError } from '../http/errors.mjs'

/**
 * @param {number} status @param {string} code @param {string} message @param {string | null} [details]
 * @param {string | null} [hint] @param {Record<string, string>} [headers]
 */
export function restError(status, code, message, details = null, hint = null, headers = {}) {
  return new HttpError(status, { code, details, hint, message }, headers)
}

/**
 * A query string PostgREST cannot parse (400 PGRST100). Forms of PostgREST's grammar this server
 * does not implement answer the same, with details saying so.
 * @param {string} message @param {string | null} [details]
 */
export function parseError(message, details = null) {
  return restError(400, 'PGRST100', message, details)
}

/** @param {string} details why the rows asked for cannot be given (416 PGRST103) */
export function rangeNotSatisfiable(details) {
  return restError(416, 'PGRST103', 'Requested range not satisfiable', details)
}

/** An invalid or missing JSON body (400 PGRST102). @param {string} [message] */
export function invalidBody(message = 'Empty or invalid json') {
  return restError(400, 'PGRST102', message)
}

/**
 * The fields node-postgres and PGlite put on a database error.
 * @param {unknown} error
 * @returns {{ code: string, message: string, detail: string | null, hint: string | null }}
 */
function postgresFields(error) {
  const fields = error !== null && typeof error === 'object' ? /** @type {Record<string, unknown>} */ (error) : {}
  const text = (/** @type {unknown} */ value) => (typeof value === 'string' ? value : null)
  return { code: text(fields.code) ?? '', message: text(fields.message) ?? 'Database error', detail: text(fields.detail), hint: text(fields.hint) }
}

/**
 * Maps a Postgres error (node-postgres / PGlite shape) to PostgREST's status and body.
 * @param {unknown} error @param {{ isAnonymous: boolean }} caller
 */
export function fromPostgresError(error, { isAnonymous }) {
  const { code, message, detail, hint } = postgresFields(error)
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
  /** @type {Record<string, string>} */
  const headers = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}
  return restError(status, code, message, detail, hint, headers)
}
