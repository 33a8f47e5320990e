import { useCallback } from 'react'
import { paths } from '@/app/paths'
import { getLocale, localizedHref } from '@/lib/i18n/locale'
import { useSession } from '@/lib/session/use-session'
import { splitName, type LoginValues, type RegisterValues } from './schemas'

/*
 * The sign-in dialog's calls to the auth service, over the session's one client. Each answers
 * supabase-js's own result ({ data, error }): the forms map its error to Lithuanian. Not query
 * mutations: the dialog lives outside the query cache, in every page.
 */

/** Where an e-mailed link returns: `path` on the site the member is on, in the page's language. */
const returnTo = (path: string) => `${window.location.origin}${localizedHref(path, getLocale())}`

export function useSignIn() {
  const { getSupabase } = useSession()
  return useCallback(async (values: LoginValues) => (await getSupabase()).auth.signInWithPassword(values), [getSupabase])
}

/**
 * Registers the member; the confirmation link brings them back to the home page. The page's
 * language becomes the language of their e-mail (the profile's trigger reads `locale`).
 */
export function useSignUp() {
  const { getSupabase } = useSession()
  return useCallback(
    async ({ name, email, phone, password }: RegisterValues) =>
      (await getSupabase()).auth.signUp({
        email,
        password,
        options: { emailRedirectTo: returnTo(paths.home), data: { ...splitName(name), phone, locale: getLocale() } },
      }),
    [getSupabase],
  )
}

/** Sends the recovery link, which opens the password reset page. */
export function useRequestPasswordReset() {
  const { getSupabase } = useSession()
  return useCallback(
    async (email: string) => (await getSupabase()).auth.resetPasswordForEmail(email, { redirectTo: returnTo(paths.passwordReset) }),
    [getSupabase],
  )
}

export function useUpdatePassword() {
  const { getSupabase } = useSession()
  return useCallback(async (password: string) => (await getSupabase()).auth.updateUser({ password }), [getSupabase])
}
