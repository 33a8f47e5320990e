import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Session } from '@supabase/supabase-js'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { hasStoredSession, readAuthRedirect, type AuthRedirect } from './auth-redirect'
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
  const client = useRef<Promise<AppSupabaseClient> | null>(null)
  const recoveryHandler = useRef(onPasswordRecovery)
  useEffect(() => {
    recoveryHandler.current = onPasswordRecovery
  }, [onPasswordRecovery])

  const getSupabase = useCallback(() => {
    client.current ??= import('@/lib/supabase/client').then(({ supabase }) => {
      supabase.auth.onAuthStateChange((event, next) => {
        setSession(next)
        setIsLoading(false)
        if (event === 'PASSWORD_RECOVERY') recoveryHandler.current()
        if (event === 'SIGNED_IN' && redirect.current?.kind === 'signup') {
          redirect.current = null
          void notify.success(messages.success, 'El. paštas patvirtintas. Sėkmingai prisijungėte!')
        }
      })
      return supabase
    })
    return client.current
  }, [])

  useEffect(() => {
    const arrived = redirect.current
    if (arrived?.kind === 'error') {
      void notify.error(messages.error, 'Nuoroda nebegalioja arba jau buvo panaudota. Paprašykite naujos.')
    }
    if (hasStoredSession() || arrived !== null) {
      getSupabase().catch((error: unknown) => {
        console.error('Could not load the sign-in service:', error)
        setIsLoading(false)
      })
    }
  }, [getSupabase])

  const value = useMemo<SessionState>(
    () => ({ user: session?.user ?? null, session, isLoading, getSupabase }),
    [session, isLoading, getSupabase],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}
