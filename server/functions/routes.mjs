// Edge Functions under /functions/v1/<name>: the project's functions (supabase/functions/) run
// in-process with the environment the hosted platform gives them. Each function is a module of
// web APIs only (Request in, Response out), so the code is the same on both.
import { checkEventImage } from '../../supabase/functions/check-event-image/check.js'
import { dispatchEmail } from '../../supabase/functions/dispatch-email/dispatch.js'
import { devMailboxTransport } from '../../supabase/functions/dispatch-email/transports.js'
import { unsubscribe } from '../../supabase/functions/unsubscribe/unsubscribe.js'
import { ANON_KEY, SERVICE_ROLE_KEY, UNSUBSCRIBE_SECRET } from '../config.mjs'
import { readBody } from '../http/request.mjs'
import { HttpError } from '../http/errors.mjs'

/** Requests to a function are small JSON bodies. */
const BODY_LIMIT = 64 * 1024

/** @typedef {{ supabaseUrl: string, anonKey: string, serviceRoleKey: string, siteUrl: string, unsubscribeSecret: string }} FunctionEnv */
/** @type {Record<string, (request: Request, env: FunctionEnv) => Promise<Response>>} */
const functions = {
  'check-event-image': checkEventImage,
  // Mail goes to this backend's development mailbox (GET /__dev/mail), never off the machine.
  'dispatch-email': (request, env) =>
    dispatchEmail(request, { ...env, transport: devMailboxTransport(`${env.supabaseUrl}/__dev/mail`, env.serviceRoleKey), movableClock: true }),
  unsubscribe,
}

/** @param {import('node:http').IncomingHttpHeaders} headers */
function webHeaders(headers) {
  const result = new Headers()
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item)
  }
  return result
}

/** @param {{ getApiUrl: () => string, siteUrl: string }} options */
export function functionRoutes({ getApiUrl, siteUrl }) {
  /** @param {import('../http/app.mjs').Context} ctx @returns {Promise<import('../http/app.mjs').Reply | null>} */
  return async (ctx) => {
    const match = ctx.path.match(/^\/functions\/v1\/([^/]+)$/)
    if (!match) return null
    const run = functions[match[1]]
    // The platform's answer for a function that is not deployed.
    if (!run) return { status: 404, body: { code: 'NOT_FOUND', message: 'Requested function was not found' } }
    const body = ctx.method === 'GET' || ctx.method === 'HEAD' ? undefined : await readBody(ctx.req, BODY_LIMIT, () => new HttpError(413, { message: 'Request body too large' }))
    // Function bodies are JSON text here.
    const request = new Request(new URL(ctx.url.pathname + ctx.url.search, getApiUrl()), { method: ctx.method, headers: webHeaders(ctx.headers), body: body?.toString('utf8') })
    const response = await run(request, { supabaseUrl: getApiUrl(), anonKey: ANON_KEY, serviceRoleKey: SERVICE_ROLE_KEY, siteUrl, unsubscribeSecret: UNSUBSCRIBE_SECRET })
    /** @type {Record<string, string>} */
    const headers = {}
    response.headers.forEach((value, name) => {
      // CORS is the front door's, for every API: a function's own CORS headers would arrive twice
      // (under another spelling), and a browser refuses an answer with two allowed origins.
      if (!name.startsWith('access-control-')) headers[name] = value
    })
    return { status: response.status, headers, raw: Buffer.from(await response.arrayBuffer()) }
  }
}
