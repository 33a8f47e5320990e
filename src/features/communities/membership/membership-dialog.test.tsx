import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { User } from '@supabase/supabase-js'
import { renderWithProviders } from '@/testing/render'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { MembershipDialog } from './membership-dialog'

function renderDialog(session: ReturnType<typeof fakeSession>) {
  const onOpenChange = vi.fn()
  renderWithProviders(
    <SessionTestProvider value={session}>
      <MembershipDialog open onOpenChange={onOpenChange} communityId="londono-lietuviu-bendruomene" communityName="Londono lietuvių bendruomenė" />
    </SessionTestProvider>,
  )
  return onOpenChange
}

describe('MembershipDialog', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const session = fakeSession({})
    const onOpenChange = renderDialog(session)
    expect(screen.getByRole('dialog', { name: 'Prisijungimas reikalingas' })).toBeInTheDocument()
    expect(screen.getByText('Norint tapti bendruomenės nariu, turite būti prisijungę prie sistemos.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Prisijungti' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(session.openSignIn).toHaveBeenCalled()
  })

  it('offers the join form with London areas and the name filled in', () => {
    const user = { id: 'u1', email: 'ona@example.org', user_metadata: { first_name: 'Ona', last_name: 'Žukauskienė' } } as unknown as User
    renderDialog(fakeSession({}, { user }))
    expect(screen.getByRole('dialog', { name: 'Tapti nariu' })).toBeInTheDocument()
    expect(screen.getByLabelText('Vardas')).toHaveValue('Ona')
    expect(screen.getByRole('option', { name: 'Šiaurės Londonas' })).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: 'Škotija' })).not.toBeInTheDocument()
  })
})
