import { describe, expect, it } from 'vitest'
import { apiUrl, client, followLink, latestMail, newUser, seeded, signInAs, signUpAndConfirm, uniqueEmail } from './helpers'

describe('auth life cycle', () => {
  it('signs up, confirms by e-mail link, signs in, refreshes, signs out, and refuses the old refresh token', async () => {
    const email = uniqueEmail('lifecycle')
    const anon = client()
    const signUp = await anon.auth.signUp({
      email,
      password: 'Slaptas123!',
      options: { emailRedirectTo: 'http://localhost:4173/', data: { first_name: 'Rasa', last_name: 'Petraitė', username: 'rasapetraite', phone: '' } },
    })
    expect(signUp.error).toBeNull()
    expect(signUp.data.session).toBeNull()
    expect(signUp.data.user?.identities).toHaveLength(1)
    expect(signUp.data.user?.user_metadata).toMatchObject({ first_name: 'Rasa', last_name: 'Petraitė' })

    const unconfirmed = await client().auth.signInWithPassword({ email, password: 'Slaptas123!' })
    expect(unconfirmed.error?.message).toBe('Email not confirmed')

    const mail = await latestMail(email)
    expect(mail?.subject).toBe('Patvirtinkite savo el. pašto adresą')
    const target = await followLink(mail!.links[0])
    expect(target.origin + target.pathname).toBe('http://localhost:4173/')
    const fragment = new URLSearchParams(target.hash.slice(1))
    expect(fragment.get('type')).toBe('signup')
    expect(fragment.get('access_token')).toBeTruthy()
    // A link works once.
    expect((await followLink(mail!.links[0])).hash).toContain('error_code=otp_expired')

    const user = client()
    const signIn = await user.auth.signInWithPassword({ email, password: 'Slaptas123!' })
    expect(signIn.error).toBeNull()
    const firstRefresh = signIn.data.session!.refresh_token

    const refreshed = await user.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    expect(refreshed.data.session!.refresh_token).not.toBe(firstRefresh)

    // Within the reuse interval a rotated token gets the session's current pair back.
    const reused = await client().auth.refreshSession({ refresh_token: firstRefresh })
    expect(reused.error).toBeNull()
    expect(reused.data.session!.refresh_token).toBe(refreshed.data.session!.refresh_token)

    const latestRefresh = refreshed.data.session!.refresh_token
    expect((await user.auth.signOut()).error).toBeNull()
    const afterLogout = await client().auth.refreshSession({ refresh_token: latestRefresh })
    expect(afterLogout.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found')
  })

  it('creates the profile from the sign-up metadata', async () => {
    const { client: user, user: me } = await signUpAndConfirm(uniqueEmail('profile'), 'Slaptas123!', {
      first_name: 'Jurgis',
      last_name: 'Jurgaitis',
      username: 'jurgisjurgaitis',
      phone: '07700 900321',
    })
    const { data } = await user.from('profiles').select('first_name, last_name, username, phone').eq('id', me!.id).single()
    expect(data).toEqual({ first_name: 'Jurgis', last_name: 'Jurgaitis', username: 'jurgisjurgaitis', phone: '07700 900321' })
  })
})

describe('auth errors the app maps to its toasts', () => {
  it('wrong password → Invalid login credentials', async () => {
    const { error } = await client().auth.signInWithPassword({ email: seeded.member.email, password: 'Neteisingas1' })
    expect(error?.message).toBe('Invalid login credentials')
    expect(error?.status).toBe(400)
  })

  it('unknown e-mail → Invalid login credentials', async () => {
    const { error } = await client().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'Slaptas123!' })
    expect(error?.message).toBe('Invalid login credentials')
  })

  it('duplicate sign-up of a confirmed e-mail → 200 with no identities and no mail', async () => {
    const before = await latestMail(seeded.member.email)
    const { data, error } = await client().auth.signUp({ email: seeded.member.email, password: 'Slaptas123!' })
    expect(error).toBeNull()
    expect(data.user?.identities).toEqual([])
    expect(await latestMail(seeded.member.email)).toEqual(before)
  })

  it('weak password → GoTrue\'s weak_password with every failed rule of config.toml', async () => {
    const { error } = await client().auth.signUp({ email: uniqueEmail('weak'), password: 'aaaaaa' })
    expect(error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password', reasons: ['length', 'characters'] })
    expect(error?.message).toBe(
      'Password should be at least 8 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    )
    const lettersOnly = await client().auth.signUp({ email: uniqueEmail('weak'), password: 'slaptazodis' })
    expect(lettersOnly.error).toMatchObject({ code: 'weak_password', reasons: ['characters'] })
    const short = await client().auth.signUp({ email: uniqueEmail('weak'), password: 'Sl4ptas' })
    expect(short.error).toMatchObject({ code: 'weak_password', reasons: ['length'] })
  })

  it('a signed-in user cannot change to a weak password (PUT /user), and the old one still works', async () => {
    const { client: signedIn, email, password } = await newUser('weakput')
    const { error } = await signedIn.auth.updateUser({ password: 'aaaaaa' })
    expect(error).toMatchObject({ status: 422, code: 'weak_password' })
    expect((await client().auth.signInWithPassword({ email, password })).error).toBeNull()
  })

  it('invalid e-mail and empty password are validation errors', async () => {
    expect((await client().auth.signUp({ email: 'ne-pastas', password: 'Slaptas123!' })).error?.message).toBe(
      'Unable to validate email address: invalid format',
    )
    expect((await client().auth.signUp({ email: uniqueEmail('empty'), password: '' })).error?.message).toBe(
      'Signup requires a valid password',
    )
  })
})

describe('password recovery and account updates', () => {
  it('sends a recovery link that signs in and allows a new password', async () => {
    const email = uniqueEmail('recovery')
    await signUpAndConfirm(email, 'Senas123!')
    const { error } = await client().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:4173/slaptazodzio-atkurimas' })
    expect(error).toBeNull()
    const mail = await latestMail(email)
    expect(mail?.subject).toBe('Slaptažodžio atkūrimas')
    const target = await followLink(mail!.links[0])
    expect(target.pathname).toBe('/slaptazodzio-atkurimas')
    const fragment = new URLSearchParams(target.hash.slice(1))
    expect(fragment.get('type')).toBe('recovery')

    const recovered = client()
    const { error: sessionError } = await recovered.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    })
    expect(sessionError).toBeNull()
    expect((await recovered.auth.updateUser({ password: 'aaaaaa' })).error).toMatchObject({ code: 'weak_password' })
    expect((await recovered.auth.updateUser({ password: 'Senas123!' })).error?.message).toBe(
      'New password should be different from the old password.',
    )
    expect((await recovered.auth.updateUser({ password: 'Naujas456!' })).error).toBeNull()
    expect((await client().auth.signInWithPassword({ email, password: 'Senas123!' })).error?.message).toBe('Invalid login credentials')
    expect((await client().auth.signInWithPassword({ email, password: 'Naujas456!' })).error).toBeNull()
  })

  it('answers recovery for an unknown e-mail the same way, without mail', async () => {
    const email = uniqueEmail('unknown')
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull()
    expect(await latestMail(email)).toBeUndefined()
  })

  it('merges user metadata with PUT /user', async () => {
    const { client: member } = await signInAs('member')
    const { data, error } = await member.auth.updateUser({ data: { city: 'Leeds' } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Jonas', city: 'Leeds' })
  })
})

describe('bad tokens', () => {
  const headers = (token: string) => ({ apikey: token, Authorization: `Bearer ${token}` })

  it('refuses /user without, with a forged and with an expired token', async () => {
    expect((await fetch(`${apiUrl}/auth/v1/user`)).status).toBe(401)
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZSI6ImF1dGhlbnRpY2F0ZWQifQ.c2lnbmF0dXJl'
    const response = await fetch(`${apiUrl}/auth/v1/user`, { headers: headers(forged) })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'bad_jwt' })
  })

  it('refuses an unknown refresh token', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'nezinomas' })
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found')
  })
})
