/**
 * Requests sent exactly as written. fetch() and URL normalise paths (`a/../b` → `b`), so a
 * path-traversal attempt would never reach the server; node:http sends the path untouched.
 */
import { request } from 'node:http'
import { signJwt } from '../../server/jwt.mjs'
import { JWT_SECRET } from '../../server/config.mjs'
import { apiUrl } from './helpers'

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; text: string; json: () => unknown }

export function rawRequest(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string): Promise<RawResponse> {
  const { hostname, port } = new URL(apiUrl)
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) })
      })
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** A token signed with the local demo secret, as GoTrue would issue it, with the given claims. */
export function demoToken(claims: Record<string, unknown>): string {
  return signJwt(claims, JWT_SECRET)
}

/** A user access token that expired an hour ago (a real signature, only the time is wrong). */
export function expiredUserToken(sub = '00000000-0000-4000-8000-000000000002'): string {
  const now = Math.floor(Date.now() / 1000)
  return demoToken({ aud: 'authenticated', role: 'authenticated', sub, iat: now - 7200, exp: now - 3600, session_id: crypto.randomUUID() })
}
