import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { supabase } from '@/lib/supabase/client'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery, type FakeQuery, type FakeResult } from '@/testing/fake-query'
import type { ProposedEvent } from './proposed-events-list'
import { ProposedEvents } from './proposed-events'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), rpc: vi.fn() } }))

const proposals: ProposedEvent[] = [
  { id: 'e-3', slug: 'vakaro-koncertas-a1b2c3', title: 'Vakaro koncertas', starts_at: '2027-06-05T22:30:00Z', status: 'pending', rejection_reason: null },
  { id: 'e-2', slug: 'joniniu-svente-d4e5f6', title: 'Joninių šventė', starts_at: '2027-06-23T17:00:00Z', status: 'approved', rejection_reason: null },
  { id: 'e-1', slug: 'reklama-0a0b0c', title: 'Reklama', starts_at: '2027-05-01T09:00:00Z', status: 'rejected', rejection_reason: 'Tai ne renginys, o reklama' },
]

function renderSection(result: FakeResult) {
  const queries: FakeQuery[] = []
  vi.mocked(supabase.rpc).mockImplementation((() => {
    const query = fakeQuery(result)
    queries.push(query)
    return query as never
  }) as never)
  renderWithProviders(<ProposedEvents userId="u-1" />, { route: '/paskyra' })
  return { queries }
}

const item = (title: string) => screen.getByText(title).closest('li') as HTMLElement

describe('ProposedEvents', () => {
  beforeEach(() => vi.clearAllMocks())

  it('lists only the member’s own proposals with their UK start day and the decision', async () => {
    const { queries } = renderSection({ data: proposals })
    const section = screen.getByRole('region', { name: 'Mano pasiūlyti renginiai' })
    await within(section).findByText('Vakaro koncertas')
    // Everyone reads approved events, and nobody who proposed them: the function keeps to the member's own.
    expect(vi.mocked(supabase.rpc)).toHaveBeenCalledWith('own_events')
    expect(queries).toHaveLength(1)

    // 22:30 UTC is 23:30 in London on 5 June, whatever the reader's time zone.
    expect(item('Vakaro koncertas')).toHaveTextContent('2027 m. birželio 5 d.')
    expect(item('Vakaro koncertas')).toHaveTextContent('Laukia patvirtinimo')
    expect(within(item('Vakaro koncertas')).queryByRole('link')).not.toBeInTheDocument()

    expect(item('Joninių šventė')).toHaveTextContent('Patvirtintas')
    expect(within(item('Joninių šventė')).getByRole('link', { name: /Žiūrėti renginį/ })).toHaveAttribute('href', '/renginiai#joniniu-svente-d4e5f6')

    expect(item('Reklama')).toHaveTextContent('Atmestas')
    expect(item('Reklama')).toHaveTextContent('Priežastis: Tai ne renginys, o reklama')
  })

  it('invites a member without proposals to propose one', async () => {
    renderSection({ data: [] })
    expect(await screen.findByText(/Dar nepasiūlėte renginių\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Pasiūlyti renginį' })).toHaveAttribute('href', '/renginiai/pasiulyti')
  })

  it('says so when the proposals cannot be loaded', async () => {
    renderSection({ error: { message: 'network down' } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko įkelti pasiūlytų renginių.')
  })
})
