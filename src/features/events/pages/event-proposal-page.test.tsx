import type { User } from '@supabase/supabase-js'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { fakeQuery, type FakeQuery, type FakeResult } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import { EventProposalPage } from './event-proposal-page'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), storage: { from: vi.fn() } } }))

const member = { id: '0f1e2d3c-0000-4000-8000-000000000000' } as User

function renderPage(user: User | null, insertResult: FakeResult = { data: { id: 'e-1', slug: 'kuciu-vakarone-a1b2c3', status: 'pending' } }) {
  const queries: FakeQuery[] = []
  vi.mocked(supabase.from).mockImplementation(() => {
    const query = fakeQuery(() => insertResult)
    queries.push(query)
    return query as never
  })
  const session = fakeSession(supabase, { user })
  renderWithProviders(
    <SessionTestProvider value={session}>
      <EventProposalPage />
    </SessionTestProvider>,
    { route: '/renginiai/pasiulyti' },
  )
  const inserts = () => queries.flatMap((query) => query.calls.filter(([method]) => method === 'insert').map(([, args]) => args[0]))
  return { session, inserts }
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Pavadinimas *'), 'Kūčių vakaronė')
  await user.selectOptions(screen.getByLabelText('Kategorija *'), 'Kultūra')
  await user.type(screen.getByLabelText('Data *'), '2099-12-20')
  await user.type(screen.getByLabelText('Pradžia *'), '18:00')
  await user.type(screen.getByLabelText('Pabaiga *'), '21:00')
  await user.type(screen.getByLabelText('Miestas *'), 'Londonas')
  await user.selectOptions(screen.getByLabelText('Regionas *'), 'Anglija')
  await user.type(screen.getByLabelText('Aprašymas *'), 'Kūčių stalas ir giesmės visai šeimai.')
}

describe('EventProposalPage', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    sessionStorage.clear()
  })

  it('asks a signed-out visitor to sign in before sending, keeping the form', async () => {
    const user = userEvent.setup()
    const { session, inserts } = renderPage(null)
    expect(screen.getByRole('note')).toHaveTextContent('Renginius siūlyti gali prisijungę nariai')
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Peržiūrėti' }))
    expect(await screen.findByRole('heading', { name: 'Peržiūra' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Prisijungti ir pateikti' }))
    expect(session.openSignIn).toHaveBeenCalled()
    expect(inserts()).toEqual([])
    expect(JSON.parse(sessionStorage.getItem('lietuviai-jk:event-proposal') ?? '{}')).toMatchObject({ title: 'Kūčių vakaronė', town: 'Londonas' })
  })

  it('sends a member’s proposal after the preview and says it waits for approval', async () => {
    const user = userEvent.setup()
    const { inserts } = renderPage(member)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Peržiūrėti' }))
    expect(await screen.findByRole('heading', { level: 3, name: 'Kūčių vakaronė' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'naudojimo sąlygomis (atsidaro naujame skirtuke)' })).toHaveAttribute('href', '/naudojimo-salygos')
    await user.click(screen.getByRole('button', { name: 'Pateikti' }))
    expect(await screen.findByRole('heading', { name: 'Ačiū! Renginys pateiktas' })).toHaveFocus()
    expect(screen.getByText('Laukia patvirtinimo')).toBeInTheDocument()
    expect(inserts()).toEqual([expect.objectContaining({ title: 'Kūčių vakaronė', starts_at: '2099-12-20T18:00:00.000Z', image_path: null })])
    expect(sessionStorage.getItem('lietuviai-jk:event-proposal')).toBeNull()
  })

  it('shows the database’s own words when it refuses, keeping the proposal', async () => {
    const user = userEvent.setup()
    const refusal = { code: 'PT429', message: 'Per daug pasiūlymų: per parą galite pasiūlyti ne daugiau kaip 10 renginių.', hint: 'Pabandykite vėl rytoj.' }
    renderPage(member, { error: refusal })
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Peržiūrėti' }))
    await user.click(await screen.findByRole('button', { name: 'Pateikti' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Per daug pasiūlymų: per parą galite pasiūlyti ne daugiau kaip 10 renginių. Pabandykite vėl rytoj.')
    await user.click(screen.getByRole('button', { name: 'Taisyti' }))
    expect(screen.getByLabelText('Pavadinimas *')).toHaveValue('Kūčių vakaronė')
  })
})
