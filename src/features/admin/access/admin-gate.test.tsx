import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { User } from '@supabase/supabase-js'
import { supabase } from '@/lib/supabase/client'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery } from '@/testing/fake-query'
import { AdminGate } from './admin-gate'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const member = { id: 'u-member', email: 'narys@bendruomene.test', user_metadata: {} } as unknown as User
const openSignIn = vi.fn()
const signOut = vi.fn()

/** A session whose sign-out really signs the user out, as supabase-js's SIGNED_OUT event would. */
function Harness({ initialUser }: { initialUser: User | null }) {
  const [user, setUser] = useState(initialUser)
  signOut.mockImplementation(async () => {
    setUser(null)
    return { error: null }
  })
  return (
    <SessionTestProvider value={fakeSession({ auth: { signOut } }, { user, openSignIn })}>
      <AdminGate signIn={<button type="button">Prisijungti</button>}>
        <p>Administravimo skydelis</p>
      </AdminGate>
    </SessionTestProvider>
  )
}

function renderGate(initialUser: User | null, adminRow: unknown = null) {
  vi.mocked(supabase.from).mockImplementation(() => fakeQuery({ data: adminRow }) as never)
  renderWithProviders(<Harness initialUser={initialUser} />)
}

describe('AdminGate', () => {
  beforeEach(() => vi.clearAllMocks())

  it('offers a signed-out visitor the sign-in button', async () => {
    renderGate(null)
    expect(await screen.findByRole('heading', { name: 'Prieiga draudžiama' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Prisijungti' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Prisijungti kita paskyra' })).not.toBeInTheDocument()
  })

  it('lets a signed-in non-administrator sign out and sign in with another account', async () => {
    renderGate(member)
    expect(await screen.findByRole('heading', { name: 'Prieiga draudžiama' })).toBeInTheDocument()
    expect(screen.getByText('Jūsų paskyra neturi administratoriaus teisių.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Prisijungti' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Prisijungti kita paskyra' }))
    expect(signOut).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(openSignIn).toHaveBeenCalledTimes(1))
    expect(screen.getByRole('button', { name: 'Prisijungti' })).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Prisijungti kita paskyra' })).not.toBeInTheDocument()
  })

  it('shows the admin area to an active administrator', async () => {
    renderGate(member, { id: 'u-member', email: 'narys@bendruomene.test', first_name: null, last_name: null, role: 'admin', is_active: true })
    expect(await screen.findByText('Administravimo skydelis')).toBeInTheDocument()
    expect(screen.queryByText('Prieiga draudžiama')).not.toBeInTheDocument()
  })
})
