import { describe, expect, it } from 'vitest'
import { readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token.js'

describe('the unsubscribe token', () => {
  it('names the account and kind it was signed for', async () => {
    const token = await signUnsubscribeToken('paslaptis', '5a5a5a5a-0000-4000-8000-000000000000', 'decision')
    expect(await readUnsubscribeToken('paslaptis', token)).toEqual({ account: '5a5a5a5a-0000-4000-8000-000000000000', kind: 'decision' })
  })

  it('is refused when forged, altered, signed with another secret or malformed', async () => {
    const token = await signUnsubscribeToken('paslaptis', 'u-1', 'decision')
    const [payload, signature] = token.split('.')
    const otherPayload = btoa(JSON.stringify({ a: 'u-2', k: 'decision' })).replace(/=+$/, '')
    for (const bad of [`${otherPayload}.${signature}`, `${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`, await signUnsubscribeToken('kita', 'u-1', 'decision'), 'niekas', '', null, `${token}.x`]) {
      expect(await readUnsubscribeToken('paslaptis', bad)).toBeNull()
    }
  })
})
