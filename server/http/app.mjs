// The HTTP front door: CORS, routing by prefix, and one place that turns errors into answers.
import { createServer } from 'node:http'
import { HttpError } from './errors.mjs'

const EXPOSED_HEADERS = 'Content-Range, X-Supabase-Api-Version, Content-Location, Location, Preference-Applied, x-sb-error-code'
// When a preflight names no headers: what supabase-js sends. Not `*`, which never covers
// Authorization (Fetch standard).
const ALLOWED_HEADERS =
  'apikey, authorization, x-client-info, x-supabase-api-version, content-type, accept, accept-profile, content-profile, prefer, range, x-upsert, cache-control'

/**
 * @typedef {{ method: string, url: URL, path: string, req: import('node:http').IncomingMessage, headers: import('node:http').IncomingHttpHeaders }} Context
 * @typedef {{ status: number, body?: unknown, headers?: Record<string, string>, raw?: Buffer | string, private?: boolean }} Reply
 *   private: answered without CORS headers, so no page of another origin can read it
 * @typedef {(ctx: Context) => Promise<Reply | null>} Handler  null = not mine
 */

/** @param {Reply} reply @param {import('node:http').ServerResponse} res @param {string} origin */
function send(res, reply, origin) {
  /** @type {Record<string, string>} */
  const cors = reply.private ? {} : { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': EXPOSED_HEADERS }
  /** @type {Record<string, string>} */
  const headers = { ...cors, Vary: 'Origin', ...reply.headers }
  let payload = reply.raw
  if (payload === undefined && reply.body !== undefined) {
    payload = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)
    headers['Content-Type'] ??= 'application/json; charset=utf-8'
  }
  res.writeHead(reply.status, headers)
  res.end(payload)
}

/**
 * @param {Handler[]} handlers
 * @param {{ onError?: (error: unknown) => void, privatePaths?: string[] }} [options]
 *   privatePaths: answered to no other origin, not even a preflight (the development mailbox)
 */
export function createApp(handlers, { onError, privatePaths = [] } = {}) {
  return createServer(async (req, res) => {
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : '*'
    if (req.method === 'OPTIONS' && privatePaths.some((path) => req.url?.split('?')[0] === path)) {
      res.writeHead(204, { Vary: 'Origin' })
      res.end()
      return
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] || ALLOWED_HEADERS,
        'Access-Control-Max-Age': '86400',
        Vary: 'Origin',
      })
      res.end()
      return
    }
    try {
      // Always relative to our origin: a request target like `//host/x` must not become a host.
      const target = req.url?.startsWith('/') ? req.url : '/'
      const url = new URL(`http://localhost${target}`)
      /** @type {Context} */
      const ctx = { method: req.method ?? 'GET', url, path: url.pathname, req, headers: req.headers }
      for (const handler of handlers) {
        const reply = await handler(ctx)
        if (reply) {
          if (ctx.method === 'HEAD') reply.raw = ''
          send(res, reply, origin)
          return
        }
      }
      send(res, { status: 404, body: { message: 'Not found' } }, origin)
    } catch (error) {
      if (error instanceof HttpError) {
        send(res, { status: error.status, body: error.body, headers: error.headers }, origin)
        return
      }
      onError?.(error)
      // Never a stack trace on the wire.
      send(res, { status: 500, body: { code: 'unexpected_failure', message: 'Internal server error' } }, origin)
    }
  })
}
