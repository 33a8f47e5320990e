import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { SessionContext, type AppSupabaseClient, type SessionState } from './session-context'

/** A session for component tests: a fake supabase client and whatever state the test needs. */
export function fakeSession(client: unknown, overrides: Partial<SessionState> = {}): SessionState {
  return {
    user: null,
    session: null,
    isLoading: false,
    getSupabase: () => Promise.resolve(client as AppSupabaseClient),
    isSignInOpen: false,
    openSignIn: vi.fn(),
    closeSignIn: vi.fn(),
    signInReturnFocus: null,
    ...overrides,
  }
}

export function SessionTestProvider({ value, children }: { value: SessionState; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}
