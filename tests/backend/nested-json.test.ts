/**
 * A deeply nested JSON body must get a 400 in the service's own error shape, never a 500 or a
 * stack trace.
 */
import { describe, expect, it } from 'vitest'
import { ANON_KEY, apiUrl } from './helpers'

const headers = { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' }
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

describe('deeply nested JSON bodies', () => {
  it.each([
    ['an array', deepArray(100_000)],
    ['an object', deepObject(100_000)],
    ['an object in a row', `{"name":"x","email":"x@example.org","message":${deepObject(5_000)}}`],
  ])('the data API answers %s nested 100,000 levels deep with 400 in its own error shape', async (_name, body) => {
    const response = await fetch(`${apiUrl}/rest/v1/contacts`, { method: 'POST', headers, body })
    expect(response.status).toBe(400)
    const error = (await response.json()) as Record<string, unknown>
    expect(Object.keys(error).sort()).toEqual(['code', 'details', 'hint', 'message'])
    expect(JSON.stringify(error)).not.toMatch(/at .*\.mjs/)
  })

  it('an RPC call gets the same answer', async () => {
    const response = await fetch(`${apiUrl}/rest/v1/rpc/delete_own_account`, { method: 'POST', headers, body: deepArray(100_000) })
    expect(response.status).toBe(400)
  })

  it('the auth API answers with its own 400', async () => {
    const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body: deepObject(100_000) })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error_code: expect.any(String) })
  })
})
