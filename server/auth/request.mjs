// What the Auth endpoints read from a request besides its path.
import { parseJson, readBody } from '../http/request.mjs'
import { authError, badJson } from './errors.mjs'

/** @typedef {import('../http/app.mjs').Context} Context */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null

/**
 * The JSON body as an object; an empty body, or JSON that is not an object, reads as `{}`.
 * @param {Context} ctx @returns {Promise<Record<string, unknown>>}
 */
export async function readInput(ctx) {
  const buffer = await readBody(ctx.req, 1024 * 1024, () => authError(413, 'request_too_large', 'Request body too large'))
  const value = parseJson(buffer, badJson)
  return isObject(value) ? value : {}
}

/** The client's address, the key of GoTrue's per-IP limits. @param {Context} ctx */
export const clientAddress = (ctx) => ctx.req.socket.remoteAddress ?? ''
