/**
 * The dev site runs on another origin than the API, so the browser preflights every call and
 * reads response headers only when they are exposed (else a head count reads as null).
 */
import { describe, expect, it } from 'vitest'
import { ANON_KEY, apiUrl } from './helpers'

const origin = 'http://localhost:5173'
const requested = ['apikey', 'authorization', 'x-client-info', 'content-type', 'prefer', 'range', 'x-supabase-api-version', 'accept-profile', 'content-profile', 'x-upsert']
const exposed = ['Content-Range', 'X-Supabase-Api-Version', 'Content-Location', 'Location', 'Preference-Applied', 'x-sb-error-code']
const list = (value: string | null) => (value ?? '').split(',').map((item) => item.trim().toLowerCase())

describe('CORS', () => {
  it.each(['/rest/v1/directory_entries', '/auth/v1/token?grant_type=password', '/storage/v1/object/admin-media/x.png'])('answers the preflight of %s', async (path) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': requested.join(',') },
    })
    expect([200, 204]).toContain(response.status)
    expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    expect(list(response.headers.get('access-control-allow-headers'))).toEqual(expect.arrayContaining(requested))
    expect(list(response.headers.get('access-control-allow-methods'))).toEqual(
      expect.arrayContaining(['get', 'head', 'post', 'put', 'patch', 'delete', 'options']),
    )
    expect(response.headers.get('access-control-max-age')).toBe('86400')
  })

  it('names the headers supabase-js sends when a preflight lists none (a wildcard would not cover Authorization)', async () => {
    const response = await fetch(`${apiUrl}/rest/v1/directory_entries`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' } })
    expect(list(response.headers.get('access-control-allow-headers'))).toEqual(
      expect.arrayContaining(['apikey', 'authorization', 'x-client-info', 'content-type', 'prefer', 'range']),
    )
  })

  it.each([
    ['a data answer', '/rest/v1/directory_entries?select=id&limit=1', 200],
    ['a data error', '/rest/v1/nera?select=id', 404],
    ['an auth error', '/auth/v1/user', 401],
    ['a storage error', '/storage/v1/object/public/admin-media/nera.png', 400],
  ])('exposes the headers the client reads on %s', async (_name, path, status) => {
    const response = await fetch(`${apiUrl}${path}`, { headers: { Origin: origin, apikey: ANON_KEY } })
    expect(response.status).toBe(status)
    expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    expect(list(response.headers.get('access-control-expose-headers'))).toEqual(expect.arrayContaining(exposed.map((h) => h.toLowerCase())))
  })
})
