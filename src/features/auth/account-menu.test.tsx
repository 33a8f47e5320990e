import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { User } from '@supabase/supabase-js'
import { renderWithProviders } from '@/testing/render'

const member = { id: 'u-1', email: 'rasa@example.org', user_metadata: { first_name: 'Rasa', last_name: 'Petraitė' } } as unknown as User

async function renderMenu(user: User | null, client: unknown = {}) {
  // Imported afresh each time (after vi.resetModules), with the session context the menu reads.
  const { AccountMenu } = await import('./account-menu')
  const { fakeSession, SessionTestProvider } = await import('@/lib/session/test-session')
  const openSignIn = vi.fn()
  renderWithProviders(
    <SessionTestProvider value={fakeSession(client, { user, openSignIn })}>
      <AccountMenu variant="desktop" />
    </SessionTestProvider>,
  )
  return { openSignIn }
}

describe('AccountMenu', () => {
  afterEach(() => {
    vi.doUnmock('./member-menu')
    vi.resetModules()
  })

  it('offers a signed-out visitor to sign in', async () => {
    const { openSignIn } = await renderMenu(null)
    await userEvent.click(screen.getByRole('button', { name: 'Prisijungti' }))
    expect(openSignIn).toHaveBeenCalledTimes(1)
  })

  it('loads a member’s menu: their account by name, and signing out', async () => {
    const signOut = vi.fn().mockResolvedValue({ error: null })
    await renderMenu(member, { auth: { signOut }, rpc: vi.fn().mockResolvedValue({ data: 0 }) })
    expect(await screen.findByRole('link', { name: 'Mano paskyra: Rasa Petraitė' })).toHaveAttribute('href', '/paskyra')
    await userEvent.click(screen.getByRole('button', { name: 'Atsijungti' }))
    expect(signOut).toHaveBeenCalledTimes(1)
  })

  it('still links a member to their account when the menu cannot load', async () => {
    vi.doMock('./member-menu', () => {
      throw new Error('offline')
    })
    await renderMenu(member)
    expect(await screen.findByRole('link', { name: 'Mano paskyra' })).toHaveAttribute('href', '/paskyra')
  })
})
