import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/testing/render'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { notify } from '@/lib/toast'
import { RegisterForm } from './register-form'

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

function setup(result: unknown) {
  const signUp = vi.fn().mockResolvedValue(result)
  const onSuccess = vi.fn()
  renderWithProviders(
    <SessionTestProvider value={fakeSession({ auth: { signUp } })}>
      <RegisterForm onSuccess={onSuccess} />
    </SessionTestProvider>,
  )
  return { signUp, onSuccess, user: userEvent.setup() }
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Vardas ir pavardė'), 'Ona Marija Žukauskienė')
  await user.type(screen.getByLabelText('El. paštas'), 'ona@example.org')
  await user.type(screen.getByLabelText('Telefonas (neprivaloma)'), '07700 900123')
  await user.type(screen.getByLabelText('Slaptažodis'), 'Slaptas12')
  await user.type(screen.getByLabelText('Pakartokite slaptažodį'), 'Slaptas12')
}

describe('RegisterForm', () => {
  it('says beside the button that registering is agreeing to the terms of use', () => {
    setup({ data: {}, error: null })
    expect(screen.getByText(/^Registruodamiesi sutinkate su/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'naudojimo sąlygomis (atsidaro naujame skirtuke)' })).toHaveAttribute('href', '/naudojimo-salygos')
  })

  it('shows every first message, clears one on edit', async () => {
    const { user } = setup({ data: {}, error: null })
    await user.click(screen.getByRole('button', { name: 'Registruotis' }))
    expect(await screen.findByText('Vardas turi būti mažiausiai 2 simboliai')).toBeInTheDocument()
    expect(screen.getByText('Netinkamas el. pašto formatas')).toBeInTheDocument()
    expect(screen.getByText('Slaptažodis turi būti mažiausiai 8 simboliai')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Vardas ir pavardė'), 'O')
    expect(screen.queryByText('Vardas turi būti mažiausiai 2 simboliai')).not.toBeInTheDocument()
  })

  it('puts the mismatch on the confirmation', async () => {
    const { user } = setup({ data: {}, error: null })
    await user.type(screen.getByLabelText('Slaptažodis'), 'Slaptas12')
    await user.type(screen.getByLabelText('Pakartokite slaptažodį'), 'Slaptas13')
    await user.click(screen.getByRole('button', { name: 'Registruotis' }))
    expect(await screen.findByText('Slaptažodžiai nesutampa')).toBeInTheDocument()
    expect(screen.getByLabelText('Pakartokite slaptažodį')).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows the mismatch even while the password itself breaks the rules', async () => {
    const { signUp, user } = setup({ data: {}, error: null })
    await user.type(screen.getByLabelText('Slaptažodis'), 'trump')
    await user.type(screen.getByLabelText('Pakartokite slaptažodį'), 'kitas')
    await user.click(screen.getByRole('button', { name: 'Registruotis' }))
    expect(await screen.findByText('Slaptažodis turi būti mažiausiai 8 simboliai')).toBeInTheDocument()
    expect(screen.getByText('Slaptažodžiai nesutampa')).toBeInTheDocument()
    expect(screen.getByLabelText('Pakartokite slaptažodį')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Slaptažodis')).toHaveValue('trump')
    expect(signUp).not.toHaveBeenCalled()
  })

  it('splits the name and asks to confirm the e-mail', async () => {
    const { signUp, onSuccess, user } = setup({ data: { user: { identities: [{}] } }, error: null })
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Registruotis' }))
    await waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(signUp).toHaveBeenCalledWith({
      email: 'ona@example.org',
      password: 'Slaptas12',
      options: {
        emailRedirectTo: `${window.location.origin}/`,
        data: { first_name: 'Ona', last_name: 'Marija Žukauskienė', username: 'onamarijažukauskienė', phone: '07700 900123', locale: 'lt' },
      },
    })
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Registracija sėkminga! Patikrinkite el. paštą ir patvirtinkite paskyrą.')
  })

  it('treats a user without identities as already registered', async () => {
    const { onSuccess, user } = setup({ data: { user: { identities: [] } }, error: null })
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Registruotis' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Vartotojas su tokiu el. paštu jau egzistuoja'))
    expect(onSuccess).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Vardas ir pavardė')).toHaveValue('Ona Marija Žukauskienė')
  })

  it('reads "Registruojamasi..." and is disabled while registering', async () => {
    const { signUp, onSuccess, user } = setup(null)
    let finish!: (value: unknown) => void
    signUp.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Registruotis' }))
    expect(await screen.findByRole('button', { name: 'Registruojamasi...' })).toBeDisabled()
    finish({ data: { user: { identities: [{}] } }, error: null })
    await waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(screen.getByRole('button', { name: 'Registruotis' })).toBeEnabled()
  })
})
