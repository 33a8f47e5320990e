/**
 * A new password ends every other session and voids every e-mail link still waiting in a
 * mailbox, as GoTrue does: a stolen refresh token or a forgotten recovery mail stops working.
 */
import { describe, expect, it } from 'vitest'
import { client, followLink, latestMail, newUser } from './helpers'

describe('changing the password', () => {
  it('signs out every other session and keeps the one that changed it', async () => {
    const { client: here, email, password } = await newUser('keitimas')
    const elsewhere = client()
    expect((await elsewhere.auth.signInWithPassword({ email, password })).error).toBeNull()
    const elsewhereRefresh = (await elsewhere.auth.getSession()).data.session!.refresh_token

    expect((await here.auth.updateUser({ password: 'Naujas789!' })).error).toBeNull()

    const stale = await client().auth.refreshSession({ refresh_token: elsewhereRefresh })
    expect(stale.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
    const current = await here.auth.refreshSession()
    expect(current.error).toBeNull()
    expect((await client().auth.signInWithPassword({ email, password: 'Naujas789!' })).error).toBeNull()
  })

  it('voids a recovery link sent before the change', async () => {
    const { client: here, email } = await newUser('atkurimas')
    expect((await client().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:4173/slaptazodzio-atkurimas' })).error).toBeNull()
    const link = (await latestMail(email))!.links[0]

    expect((await here.auth.updateUser({ password: 'Naujas789!' })).error).toBeNull()

    const target = await followLink(link)
    expect(new URLSearchParams(target.hash.slice(1)).get('error_code')).toBe('otp_expired')
  })
})
