import type { ReactNode } from 'react'
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { useRequestPasswordReset, useSignIn, useSignUp, useUpdatePassword } from './mutations'

function authClient() {
  const answer = { data: {}, error: null }
  return {
    signInWithPassword: vi.fn().mockResolvedValue(answer),
    signUp: vi.fn().mockResolvedValue(answer),
    resetPasswordForEmail: vi.fn().mockResolvedValue(answer),
    updateUser: vi.fn().mockResolvedValue(answer),
  }
}

function renderAuth<T>(hook: () => T) {
  const auth = authClient()
  const value = fakeSession({ auth })
  const wrapper = ({ children }: { children: ReactNode }) => <SessionTestProvider value={value}>{children}</SessionTestProvider>
  return { call: renderHook(hook, { wrapper }).result.current, auth }
}

describe('the sign-in dialog’s auth calls', () => {
  it('signs in with the e-mail and password', async () => {
    const { call, auth } = renderAuth(useSignIn)
    await expect(call({ email: 'ona@example.org', password: 'Slaptas1' })).resolves.toEqual({ data: {}, error: null })
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'ona@example.org', password: 'Slaptas1' })
  })

  it('registers with the name split for the profile, the confirmation link returning to the home page', async () => {
    const { call, auth } = renderAuth(useSignUp)
    await call({ name: 'Ona Marija Žukauskienė', email: 'ona@example.org', phone: '07700 900123', password: 'Slaptas12', confirmPassword: 'Slaptas12' })
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'ona@example.org',
      password: 'Slaptas12',
      options: {
        emailRedirectTo: `${window.location.origin}/`,
        data: { first_name: 'Ona', last_name: 'Marija Žukauskienė', username: 'onamarijažukauskienė', phone: '07700 900123', locale: 'lt' },
      },
    })
  })

  it('registers a member on an English page with English as the language of their e-mail', async () => {
    setLocaleSource(() => 'en')
    try {
      const { call, auth } = renderAuth(useSignUp)
      await call({ name: 'Ona Žukauskienė', email: 'ona@example.org', phone: '', password: 'Slaptas12', confirmPassword: 'Slaptas12' })
      expect(auth.signUp).toHaveBeenCalledWith(expect.objectContaining({ options: expect.objectContaining({ data: expect.objectContaining({ locale: 'en' }) }) }))
    } finally {
      setLocaleSource(() => 'lt')
    }
  })

  it('sends the recovery link to the password reset page', async () => {
    const { call, auth } = renderAuth(useRequestPasswordReset)
    await call('ona@example.org')
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('ona@example.org', { redirectTo: `${window.location.origin}/slaptazodzio-atkurimas` })
  })

  it('sets the new password', async () => {
    const { call, auth } = renderAuth(useUpdatePassword)
    await call('Naujas123')
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'Naujas123' })
  })
})
