import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/testing/render'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { notify } from '@/lib/toast'
import { LoginForm } from './login-form'

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

function setup(result: { error: { message: string } | null }) {
  const signInWithPassword = vi.fn().mockResolvedValue(result)
  const onSuccess = vi.fn()
  renderWithProviders(
    <SessionTestProvider value={fakeSession({ auth: { signInWithPassword } })}>
      <LoginForm onSuccess={onSuccess} onForgotPassword={vi.fn()} />
    </SessionTestProvider>,
  )
  return { signInWithPassword, onSuccess, user: userEvent.setup() }
}

describe('LoginForm', () => {
  it('shows the first message per field, clears it on edit, and signs in', async () => {
    const { signInWithPassword, onSuccess, user } = setup({ error: null })
    await user.click(screen.getByRole('button', { name: 'Prisijungti' }))
    expect(await screen.findByText('Netinkamas el. pašto formatas')).toBeInTheDocument()
    expect(screen.getByText('Slaptažodis turi būti mažiausiai 6 simboliai')).toBeInTheDocument()
    expect(screen.getByLabelText('El. paštas')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('El. paštas')).toHaveAccessibleDescription('Netinkamas el. pašto formatas')

    await user.type(screen.getByLabelText('El. paštas'), 'jonas@example.org')
    expect(screen.queryByText('Netinkamas el. pašto formatas')).not.toBeInTheDocument()
    expect(screen.getByText('Slaptažodis turi būti mažiausiai 6 simboliai')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Slaptažodis'), 'Slaptas1')
    await user.click(screen.getByRole('button', { name: 'Prisijungti' }))
    await waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(signInWithPassword).toHaveBeenCalledWith({ email: 'jonas@example.org', password: 'Slaptas1' })
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Sėkmingai prisijungėte!')
  })

  it('maps a wrong password and keeps what was typed', async () => {
    const { onSuccess, user } = setup({ error: { message: 'Invalid login credentials' } })
    await user.type(screen.getByLabelText('El. paštas'), 'jonas@example.org')
    await user.type(screen.getByLabelText('Slaptažodis'), 'Neteisingas1')
    await user.click(screen.getByRole('button', { name: 'Prisijungti' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Neteisingas el. paštas arba slaptažodis'))
    expect(onSuccess).not.toHaveBeenCalled()
    expect(screen.getByLabelText('El. paštas')).toHaveValue('jonas@example.org')
  })

  it('says to try later when the service refuses too many attempts, keeping what was typed', async () => {
    const { user } = setup({ error: { message: 'Request rate limit reached' } })
    await user.type(screen.getByLabelText('El. paštas'), 'jonas@example.org')
    await user.type(screen.getByLabelText('Slaptažodis'), 'Slaptas1')
    await user.click(screen.getByRole('button', { name: 'Prisijungti' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Per daug bandymų. Pabandykite vėliau.'))
    expect(screen.getByLabelText('Slaptažodis')).toHaveValue('Slaptas1')
  })

  it('reads "Jungiamasi..." and is disabled while signing in', async () => {
    const { signInWithPassword, onSuccess, user } = setup({ error: null })
    let finish!: (value: { error: null }) => void
    signInWithPassword.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    await user.type(screen.getByLabelText('El. paštas'), 'jonas@example.org')
    await user.type(screen.getByLabelText('Slaptažodis'), 'Slaptas1')
    await user.click(screen.getByRole('button', { name: 'Prisijungti' }))
    expect(await screen.findByRole('button', { name: 'Jungiamasi...' })).toBeDisabled()
    finish({ error: null })
    await waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(screen.getByRole('button', { name: 'Prisijungti' })).toBeEnabled()
  })
})
