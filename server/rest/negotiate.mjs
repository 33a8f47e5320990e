// Which schema and which representation a request asks for. Only the `public` schema is exposed
// and only JSON is produced: a request for anything else gets PostgREST's 406 answers, never
// another schema's rows or another format silently replaced by JSON.
import { restError } from './errors.mjs'

export const OBJECT_TYPE = 'application/vnd.pgrst.object+json'
export const JSON_TYPE = 'application/json; charset=utf-8'
export const SCHEMA = 'public'

/** @typedef {'array' | 'object'} Media the JSON array of rows, or the single object `single()` asks for */

const ARRAY_TYPES = new Set(['*/*', 'application/json', 'application/vnd.pgrst.array+json', 'application/vnd.pgrst.array'])
const OBJECT_TYPES = new Set([OBJECT_TYPE, 'application/vnd.pgrst.object'])

/**
 * The schema a request names: Accept-Profile on reads, Content-Profile on writes (PostgREST's
 * rule). Anything but `public` answers 406 PGRST106.
 * @param {string} method @param {import('node:http').IncomingHttpHeaders} headers
 */
export function checkProfile(method, headers) {
  const header = ['GET', 'HEAD'].includes(method) ? headers['accept-profile'] : headers['content-profile']
  const profile = Array.isArray(header) ? header.join(', ') : header
  if (profile !== undefined && profile !== SCHEMA) {
    throw restError(406, 'PGRST106', `Invalid schema: ${profile}`, null, `Only the following schemas are exposed: ${SCHEMA}`)
  }
}

/**
 * The representation the Accept header asks for. The object type wins when listed (what
 * `single()` sends); a stripped-nulls variant is not produced here.
 * @param {string | undefined} accept
 * @returns {Media}
 */
export function negotiate(accept) {
  if (!accept?.trim()) return 'array'
  const types = accept.split(',').map((entry) => {
    const [type, ...params] = entry.split(';').map((part) => part.trim().toLowerCase())
    return { type, stripsNulls: params.some((param) => param.replace(/\s/g, '') === 'nulls=stripped') }
  })
  const served = types.filter(({ type, stripsNulls }) => !stripsNulls && (ARRAY_TYPES.has(type) || OBJECT_TYPES.has(type)))
  if (served.some(({ type }) => OBJECT_TYPES.has(type))) return 'object'
  if (served.length) return 'array'
  throw restError(406, 'PGRST107', `None of these media types are available: ${types.map(({ type }) => type).join(', ')}`)
}

/** @param {Media} media */
export const contentType = (media) => (media === 'object' ? `${OBJECT_TYPE}; charset=utf-8` : JSON_TYPE)
