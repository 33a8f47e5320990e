import { afterEach, describe, expect, it, vi } from 'vitest'
import { env } from '@/lib/env'
import { MAX_ROWS, readAllPublic, readPublic } from './public-rest'

const lastRequest = (fetch: ReturnType<typeof vi.fn>) => {
  const [url, init] = fetch.mock.calls.at(-1) as [string, RequestInit]
  return { url, headers: init.headers as Record<string, string> }
}

describe('readPublic', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads with the public key, and with a signed-in reader’s token and a time zone when given', async () => {
    const fetch = vi.fn(async () => Response.json([{ id: 1 }]))
    vi.stubGlobal('fetch', fetch)

    expect(await readPublic('classifieds', { select: 'id' })).toEqual([{ id: 1 }])
    const plain = lastRequest(fetch)
    expect(plain.url).toBe(`${env.supabaseUrl}/rest/v1/classifieds?select=id`)
    expect(plain.headers).toMatchObject({ apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` })
    expect(plain.headers.Prefer).toBeUndefined()

    await readPublic('classifieds', { select: 'id' }, undefined, { accessToken: 'member-token', timeZone: 'Europe/London' })
    expect(lastRequest(fetch).headers).toMatchObject({ Authorization: 'Bearer member-token', Prefer: 'timezone=Europe/London' })
  })

  it('refuses an answer that is an error or not a list', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })))
    await expect(readPublic('events', {})).rejects.toThrow('events: HTTP 500')
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ id: 1 })))
    await expect(readPublic('events', {})).rejects.toThrow('events: not a list')
  })
})

describe('readAllPublic', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads page after page of max_rows until one comes back short', async () => {
    const rows = Array.from({ length: 2 * MAX_ROWS + 3 }, (_, id) => ({ id }))
    const fetch = vi.fn(async (url: string) => {
      const params = new URL(url).searchParams
      const offset = Number(params.get('offset'))
      return Response.json(rows.slice(offset, offset + Number(params.get('limit'))))
    })
    vi.stubGlobal('fetch', fetch)

    expect(await readAllPublic('events', { select: 'id', order: 'id' })).toEqual(rows)
    expect(fetch.mock.calls.map(([url]) => new URL(url).search)).toEqual([
      '?select=id&order=id&limit=1000&offset=0',
      '?select=id&order=id&limit=1000&offset=1000',
      '?select=id&order=id&limit=1000&offset=2000',
    ])
  })
})
