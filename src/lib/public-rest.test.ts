import { afterEach, describe, expect, it, vi } from 'vitest'
import { env } from '@/lib/env'
import { readPublic } from './public-rest'

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
