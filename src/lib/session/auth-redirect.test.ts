import { describe, expect, it } from 'vitest'
import { readAuthRedirect } from './auth-redirect'

describe('readAuthRedirect', () => {
  it.each([
    ['', null],
    ['#access_token=a&refresh_token=b&type=signup', { kind: 'signup' }],
    ['#access_token=a&type=recovery', { kind: 'recovery' }],
    ['#access_token=a&type=magiclink', { kind: 'other' }],
    [
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      { kind: 'error', description: 'Email link is invalid or has expired' },
    ],
  ])('%s', (hash, expected) => {
    expect(readAuthRedirect(hash)).toEqual(expected)
  })
})
