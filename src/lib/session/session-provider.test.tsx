import { describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import { SessionProvider } from './session-provider'
import { useSession } from './use-session'

type Listener = (event: AuthChangeEvent, session: Session | null) => void
const listeners: Listener[] = []

vi.mock('@/lib/supabase/client', () => ({
  supabase: { auth: { onAuthStateChange: (listener: Listener) => listeners.push(listener) } },
}))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

function Probe() {
  const { user, isLoading, getSupabase } = useSession()
  return (
    <>
      <p>{isLoading ? 'kraunama' : (user?.email ?? 'atsijungęs')}</p>
      <button onClick={() => void getSupabase()}>įkelti</button>
    </>
  )
}

const session = { user: { email: 'ona@example.org' } } as Session

describe('SessionProvider', () => {
  it('follows auth events once supabase-js is loaded and reports password recovery', async () => {
    const onPasswordRecovery = vi.fn()
    render(
      <SessionProvider onPasswordRecovery={onPasswordRecovery}>
        <Probe />
      </SessionProvider>,
    )
    // Nothing stored and no e-mail link: supabase-js is not loaded at all.
    expect(screen.getByText('atsijungęs')).toBeInTheDocument()
    expect(listeners).toHaveLength(0)

    await act(async () => screen.getByRole('button', { name: 'įkelti' }).click())
    expect(listeners).toHaveLength(1)
    act(() => listeners[0]('SIGNED_IN', session))
    expect(screen.getByText('ona@example.org')).toBeInTheDocument()
    act(() => listeners[0]('TOKEN_REFRESHED', session))
    expect(screen.getByText('ona@example.org')).toBeInTheDocument()
    act(() => listeners[0]('PASSWORD_RECOVERY', session))
    expect(onPasswordRecovery).toHaveBeenCalledTimes(1)
    act(() => listeners[0]('SIGNED_OUT', null))
    expect(screen.getByText('atsijungęs')).toBeInTheDocument()
  })
})
