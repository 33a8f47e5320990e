// The data API (PostgREST subset) under /rest/v1: who calls, which schema, and which handler
// answers. Each handler runs one transaction as the caller's role with their claims, so
// row-level security decides what they may see and do.
import { safeDecode } from '../http/decode.mjs'
import { requestRole, RoleError } from '../request-role.mjs'
import { restError } from './errors.mjs'
import { remove } from './handlers/delete.mjs'
import { insert } from './handlers/insert.mjs'
import { root } from './handlers/root.mjs'
import { rpc } from './handlers/rpc.mjs'
import { select } from './handlers/select.mjs'
import { update } from './handlers/update.mjs'
import { checkProfile } from './negotiate.mjs'

/** @typedef {import('./handlers/shared.mjs').RestHandler} RestHandler */

/** @type {Record<string, RestHandler>} */
const TABLE_HANDLERS = { GET: select, HEAD: select, POST: insert, PATCH: update, DELETE: remove }
const FUNCTION_METHODS = ['GET', 'HEAD', 'POST']

/** @param {import('../http/app.mjs').Context} ctx */
function callerOf(ctx) {
  try {
    // The gateway also takes the key as an `apikey` query parameter (a calendar app subscribing
    // to a feed cannot send headers).
    return requestRole({ apikey: ctx.url.searchParams.get('apikey') ?? undefined, ...ctx.headers })
  } catch (error) {
    if (!(error instanceof RoleError)) throw error
    throw restError(401, error.code, error.message, null, null, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${error.message}"`,
    })
  }
}

/**
 * @param {import('./handlers/shared.mjs').RestDeps} deps
 * @returns {import('../http/app.mjs').Handler}
 */
export function restRoutes(deps) {
  return async (ctx) => {
    if (!ctx.path.startsWith('/rest/v1')) return null
    const caller = callerOf(ctx)
    const path = ctx.path.slice('/rest/v1'.length).replace(/^\/+/, '')
    if (path === '') return root()
    const [first, second, ...rest] = path.split('/')
    if (rest.length) throw restError(404, 'PGRST125', 'Invalid path specified in request URL')
    checkProfile(ctx.method, ctx.headers)
    const request = { ctx, caller, deps }
    if (first === 'rpc' && second) {
      if (!FUNCTION_METHODS.includes(ctx.method)) throw restError(405, 'PGRST101', 'Only GET and POST are allowed for functions')
      return rpc(request, safeDecode(second))
    }
    if (second !== undefined) throw restError(404, 'PGRST125', 'Invalid path specified in request URL')
    const handler = Object.hasOwn(TABLE_HANDLERS, ctx.method) ? TABLE_HANDLERS[ctx.method] : null
    if (!handler) throw restError(405, 'PGRST117', `Unsupported HTTP method: ${ctx.method}`)
    return handler(request, safeDecode(first))
  }
}
