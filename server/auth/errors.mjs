import { HttpError } from '../http/errors.mjs'

/**
 * GoTrue's error answer, readable by supabase-js whether or not X-Supabase-Api-Version is
 * visible through CORS (SUPABASE-PROTOCOL.md §2.5).
 * @param {number} status @param {string} code @param {string} message @param {Record<string, unknown>} [extra]
 */
export function authError(status, code, message, extra = {}) {
  return new HttpError(
    status,
    { code, error_code: code, msg: message, message, ...extra },
    { 'X-Supabase-Api-Version': '2024-01-01', 'x-sb-error-code': code },
  )
}
