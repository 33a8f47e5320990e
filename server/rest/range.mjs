// Which rows a read asks for: limit/offset in the query string, narrowed by a `Range: first-last`
// header as PostgREST narrows them (the intersection of both).
import { setting } from '../supabase-config.mjs'
import { rangeNotSatisfiable } from './errors.mjs'

/** @typedef {{ offset: number | null, limit: number | null }} Rows limit null: to the end */

/**
 * `Range: 0-9` or `Range: 10-` → rows first…last (last null: to the end). Anything else is
 * ignored, as PostgREST ignores it; a first after the last is an empty range.
 * @param {string | undefined} header
 * @returns {{ first: number, last: number | null } | null}
 */
export function parseRangeHeader(header) {
  const match = header?.trim().match(/^(\d+)-(\d*)$/)
  if (!match) return null
  return { first: Number(match[1]), last: match[2] === '' ? null : Number(match[2]) }
}

/**
 * The rows to read. PostgREST reads the Range header on GET only; limit=0 always reads nothing.
 * @param {Rows} query limit and offset from the query string
 * @param {string | undefined} header the Range header of a GET
 * @returns {Rows}
 */
export function requestedRows({ offset, limit }, header) {
  const range = parseRangeHeader(header)
  if (!range || limit === 0) return { offset, limit }
  if (range.last !== null && range.first > range.last) {
    throw rangeNotSatisfiable('The lower boundary must be lower than or equal to the upper boundary in the Range header.')
  }
  const first = Math.max(offset ?? 0, range.first)
  const ends = [limit === null ? null : (offset ?? 0) + limit - 1, range.last].filter((end) => end !== null)
  const last = ends.length ? Math.min(...ends) : null
  // PostgREST's answer (and wording) when query string and header leave no row in common.
  if (last !== null && first > last) throw rangeNotSatisfiable('Limit should be greater than or equal to zero.')
  return { offset: first === 0 && offset === null ? null : first, limit: last === null ? null : last - first + 1 }
}

/**
 * `[api] max_rows` of supabase/config.toml: the most rows one read or set-returning call answers,
 * as PostgREST's max-rows caps them on a hosted project (silently: the rest must be asked for by
 * page). Enforced here too, so a read that forgets to page fails in tests as it would there.
 */
export const MAX_ROWS = Number(setting('api', 'max_rows', 1000))

/**
 * The rows to read, at most `max` of them.
 * @param {Rows} rows @param {number} [max] @returns {Rows}
 */
export function cappedRows({ offset, limit }, max = MAX_ROWS) {
  return { offset, limit: limit === null ? max : Math.min(limit, max) }
}
