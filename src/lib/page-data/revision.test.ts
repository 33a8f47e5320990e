import { describe, expect, it, vi } from 'vitest'
import { readLatestRevision } from './revision'

describe('readLatestRevision', () => {
  it('asks the database for the revision by a POST, which publishes the articles whose time has come', async () => {
    const fetch = vi.fn(async () => Response.json(42))
    vi.stubGlobal('fetch', fetch)
    expect(await readLatestRevision()).toBe(42)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toMatch(/\/rest\/v1\/rpc\/content_revision$/)
    expect(init.method).toBe('POST')
  })

  it('fails on an answer that is not a revision', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: 'klaida' }, { status: 500 })))
    await expect(readLatestRevision()).rejects.toThrow('HTTP 500')
  })
})
