import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { hasStoredSession, readAuthRedirect, type AuthRedirect } from './auth-redirect'
import { loadClient } from './load-client'
import { m } from '@/paraglide/messages'
import { SessionContext, type AppSupabaseClient, type SessionState } from './session-context'

type SessionProviderProps = {
  children: ReactNode
  /** Called on PASSWORD_RECOVERY (the recovery link was opened). */
  onPasswordRecovery: () => void
}

const isBrowser = typeof window !== 'undefined'
/** Read once, as the page loads, before supabase-js consumes and clears the fragment. */
const arrivedWith: AuthRedirect = isBrowser ? readAuthRedirect(window.location.hash) : null

/**
 * The one session over supabase-js. A visitor who has never signed in (no stored session, no
 * e-mail link in the URL) never downloads supabase-js; everyone else gets it right after the
 * first render, and any feature can ask for it with getSupabase().
 */
export function SessionProvider({ children, onPasswordRecovery }: SessionProviderProps) {
  const redirect = useRef<AuthRedirect>(arrivedWith)
  const [session, setSession] = useState<Session | null>(null)
  const [isLoading, setIsLoading] = useState(() => isBrowser && (hasStoredSession() || arrivedWith !== null))
  const [signIn, setSignIn] = useState<{ isOpen: boolean; returnFocus: HTMLElement | null }>({ isOpen: false, returnFocus: null })
  const openSignIn = useCallback(() => {
    const focused = document.activeElement
    setSignIn({ isOpen: true, returnFocus: focused instanceof HTMLElement ? focused : null })
  }, [])
  const closeSignIn = useCallback(() => setSignIn((current) => ({ ...current, isOpen: false })), [])
  const client = useRef<Promise<AppSupabaseClient> | null>(null)
  const recoveryHandler = useRef(onPasswordRecovery)
  useEffect(() => {
    recoveryHandler.current = onPasswordRecovery
  }, [onPasswordRecovery])

  // supabase-js may announce the link's sign-in before we subscribe; INITIAL_SESSION then carries it.
  const handleLinkArrival = useCallback((event: AuthChangeEvent, next: Session | null) => {
    const arrived = redirect.current
    if (!next || !arrived || arrived.kind === 'error') return
    if (event !== 'SIGNED_IN' && event !== 'INITIAL_SESSION' && event !== 'PASSWORD_RECOVERY') return
    redirect.current = null
    if (arrived.kind === 'signup') void notify.success(messages.success, m.auth_email_confirmed())
    if (arrived.kind === 'recovery') recoveryHandler.current()
  }, [])

  const getSupabase = useCallback(() => {
    client.current ??= loadClient((event, next) => {
      setSession(next)
      setIsLoading(false)
      if (event === 'PASSWORD_RECOVERY') {
        redirect.current = null
        recoveryHandler.current()
      }
      handleLinkArrival(event, next)
    })
    return client.current
  }, [handleLinkArrival])

  useEffect(() => {
    if (arrivedWith?.kind === 'error') {
      void notify.error(messages.error, m.auth_link_expired())
    }
    if (hasStoredSession() || arrivedWith !== null) {
      getSupabase().catch((error: unknown) => {
        console.error('Could not load the sign-in service:', error)
        setIsLoading(false)
      })
    }
  }, [getSupabase])

  const value = useMemo<SessionState>(
    () => ({
      user: session?.user ?? null,
      session,
      isLoading,
      getSupabase,
      isSignInOpen: signIn.isOpen,
      openSignIn,
      closeSignIn,
      signInReturnFocus: signIn.returnFocus,
    }),
    [session, isLoading, getSupabase, signIn, openSignIn, closeSignIn],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}
