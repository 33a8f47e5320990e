/**
 * Calls from another client address: the whole of 127.0.0.0/8 reaches the backend on 127.0.0.1,
 * so a request sent from 127.0.0.2 is, to its limits, another visitor than one from 127.0.0.1.
 */
import { request } from 'node:http'
import { ANON_KEY, nodeClient, type Client } from '../support/node-client'

/** A fetch whose connections leave from `localAddress`. */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const body = init.body === undefined || init.body === null ? undefined : Buffer.from(await new Response(init.body).arrayBuffer())
    const headers: Record<string, string> = {}
    new Headers(init.headers).forEach((value, name) => (headers[name] = value))
    return new Promise<Response>((resolve, reject) => {
      const outgoing = request(
        url,
        { method: init.method ?? 'GET', headers, localAddress },
        (incoming) => {
          const chunks: Buffer[] = []
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
          incoming.on('end', () => {
            const answered = new Headers()
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const item of Array.isArray(value) ? value : [value ?? '']) answered.append(name, item)
            }
            const status = incoming.statusCode ?? 500
            const noBody = status === 204 || status === 304 || init.method === 'HEAD'
            resolve(new Response(noBody ? null : Buffer.concat(chunks), { status, statusText: incoming.statusMessage, headers: answered }))
          })
        },
      )
      outgoing.on('error', reject)
      outgoing.end(body)
    })
  }
}

/** A supabase-js client of its own that calls `url` from `localAddress`. */
export function clientFrom(localAddress: string, url: string, key = ANON_KEY): Client {
  return nodeClient(url, key, { fetch: fetchFrom(localAddress) })
}
