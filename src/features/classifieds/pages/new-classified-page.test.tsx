import type { User } from '@supabase/supabase-js'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { fakeQuery, type FakeQuery, type FakeResult } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import { NewClassifiedPage } from './new-classified-page'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))

function renderPage(user: User | null, result: FakeResult = { data: { id: 'c-1', status: 'pending' } }) {
  const queries: FakeQuery[] = []
  vi.mocked(supabase.from).mockImplementation(() => {
    const query = fakeQuery(() => result)
    queries.push(query)
    return query as never
  })
  const session = fakeSession(supabase, { user })
  renderWithProviders(
    <SessionTestProvider value={session}>
      <NewClassifiedPage />
    </SessionTestProvider>,
    { route: '/skelbimai/naujas' },
  )
  const inserts = () => queries.flatMap((query) => query.calls.filter(([method]) => method === 'insert').map(([, args]) => args[0]))
  return { session, inserts }
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Pavadinimas *'), 'Parduodamas dviratis')
  await user.selectOptions(screen.getByLabelText('Kategorija *'), 'Parduoda')
  await user.type(screen.getByLabelText('Kaina, £'), '120')
  await user.type(screen.getByLabelText('Miestas *'), 'Lidsas')
  await user.type(screen.getByLabelText('Aprašymas *'), 'Miesto dviratis, mažai naudotas.')
}

describe('NewClassifiedPage', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    sessionStorage.clear()
  })

  it('asks a signed-out visitor to sign in, keeping the form', async () => {
    const user = userEvent.setup()
    const { session, inserts } = renderPage(null)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Įdėti skelbimą' }))
    expect(session.openSignIn).toHaveBeenCalled()
    expect(inserts()).toEqual([])
    expect(screen.getByLabelText('Pavadinimas *')).toHaveValue('Parduodamas dviratis')
    expect(screen.getByRole('link', { name: 'naudojimo sąlygomis (atsidaro naujame skirtuke)' })).toHaveAttribute('href', '/naudojimo-salygos')
  })

  it('posts a member’s classified with portal replies unless they choose to show the e-mail', async () => {
    const user = userEvent.setup()
    const { inserts } = renderPage({ id: 'u-1' } as User)
    await fill(user)
    await user.click(screen.getByLabelText('Rodyti mano paskyros el. pašto adresą prie skelbimo.'))
    await user.click(screen.getByRole('button', { name: 'Įdėti skelbimą' }))
    expect(await screen.findByRole('heading', { name: 'Ačiū! Skelbimas pateiktas' })).toHaveFocus()
    expect(inserts()).toEqual([{ title: 'Parduodamas dviratis', body: 'Miesto dviratis, mažai naudotas.', category: 'Parduoda', price: 120, town: 'Lidsas', contact: 'email' }])
  })

  it('refuses HTML in Lithuanian and shows the database’s words for its limits', async () => {
    const user = userEvent.setup()
    const refusal = { code: 'PT422', message: 'Vienu metu galite turėti ne daugiau kaip 5 aktyvius skelbimus: uždarykite seną skelbimą arba palaukite, kol jis baigs galioti.' }
    renderPage({ id: 'u-1' } as User, { error: refusal })
    await user.type(screen.getByLabelText('Pavadinimas *'), '<b>Pigiai</b>')
    await user.click(screen.getByRole('button', { name: 'Įdėti skelbimą' }))
    expect(await screen.findByText('Rašykite paprastą tekstą: HTML žymės neleidžiamos.')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Pavadinimas *'))
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Įdėti skelbimą' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Vienu metu galite turėti ne daugiau kaip 5 aktyvius skelbimus')
    expect(screen.getByLabelText('Aprašymas *')).toHaveValue('Miesto dviratis, mažai naudotas.')
  })
})
