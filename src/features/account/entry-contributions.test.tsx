import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { supabase } from '@/lib/supabase/client'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery, type FakeQuery, type FakeResult } from '@/testing/fake-query'
import { EntryContributions } from './entry-contributions'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))

const base = { rejection_reason: null, created_at: '2027-05-01T10:00:00Z' }
const corrections = [
  { ...base, id: 'k-3', entry_id: 'd-1', status: 'pending', changes: { phone: '+44 20 0000 0000', name: 'Londono LB' } },
  { ...base, id: 'k-2', entry_id: 'd-2', status: 'applied', changes: { website: 'https://example.org' } },
  { ...base, id: 'k-1', entry_id: 'd-9', status: 'rejected', rejection_reason: 'Svetainė neveikia', changes: { website: 'https://example.net' } },
]
const claims = [
  { ...base, id: 'c-3', entry_id: 'd-1', role: 'Pirmininkė', status: 'pending' },
  { ...base, id: 'c-2', entry_id: 'd-2', role: 'Vadovas', status: 'approved' },
  { ...base, id: 'c-1', entry_id: 'd-2', role: 'Narys', status: 'rejected', rejection_reason: 'Nepavyko patikrinti' },
]
// d-9 is no longer public: the member cannot read its name.
const entries = [
  { id: 'd-1', name: 'Londono lietuvių bendruomenė' },
  { id: 'd-2', name: 'Lidso lietuvių choras' },
]

function renderSection(answers: Partial<Record<'entry_corrections' | 'entry_claims', FakeResult>> = {}) {
  const results: Record<string, FakeResult> = { entry_corrections: { data: corrections }, entry_claims: { data: claims }, directory_entries: { data: entries }, ...answers }
  const queries: Array<FakeQuery & { table: string }> = []
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    const query = fakeQuery(results[table])
    queries.push(Object.assign(query, { table }))
    return query as never
  })
  renderWithProviders(<EntryContributions userId="u-1" />, { route: '/paskyra' })
  return { reads: (table: string) => queries.filter((query) => query.table === table).map((query) => query.calls) }
}

const itemsOf = (heading: string) => within(screen.getByRole('heading', { level: 3, name: heading }).parentElement as HTMLElement).getAllByRole('listitem')

describe('EntryContributions', () => {
  beforeEach(() => vi.clearAllMocks())

  it('lists the member’s own corrections with the changed fields and where each stands', async () => {
    const { reads } = renderSection()
    const section = screen.getByRole('region', { name: 'Mano pataisymai ir prašymai' })
    await within(section).findByRole('heading', { level: 3, name: 'Pataisymai' })
    const [pending, applied, rejected] = itemsOf('Pataisymai')
    expect(within(pending).getByRole('heading', { level: 4 })).toHaveTextContent('Londono lietuvių bendruomenė')
    // Labels in the entry page's order, whatever the stored order.
    expect(pending).toHaveTextContent('Pakeisti laukai: Pavadinimas, Telefonas')
    expect(pending).toHaveTextContent('Laukia patvirtinimo')
    expect(applied).toHaveTextContent('Lidso lietuvių choras')
    expect(applied).toHaveTextContent('Pritaikytas')
    expect(applied).toHaveTextContent('Pakeisti laukai: Svetainė')
    expect(rejected).toHaveTextContent('Įrašas nebepasiekiamas')
    expect(rejected).toHaveTextContent('Atmestas')
    expect(rejected).toHaveTextContent('Priežastis: Svetainė neveikia')
    // RLS shows administrators everyone's: the queries keep to the member's own.
    expect(reads('entry_corrections')[0]).toEqual(expect.arrayContaining([['eq', ['submitted_by', 'u-1']], ['order', ['created_at', { ascending: false }]]]))
    expect(reads('directory_entries')).toEqual([expect.arrayContaining([['in', ['id', ['d-1', 'd-2', 'd-9']]]])])
  })

  it('lists the member’s requests to manage entries with their role and the decision', async () => {
    const { reads } = renderSection()
    await screen.findByRole('heading', { level: 3, name: 'Prašymai tvarkyti įrašą' })
    const [pending, approved, rejected] = itemsOf('Prašymai tvarkyti įrašą')
    expect(pending).toHaveTextContent('Londono lietuvių bendruomenė')
    expect(pending).toHaveTextContent('Pareigos: Pirmininkė')
    expect(pending).toHaveTextContent('Laukia patvirtinimo')
    expect(approved).toHaveTextContent('Patvirtintas: galite tvarkyti įrašą')
    expect(approved).not.toHaveTextContent('Priežastis')
    expect(rejected).toHaveTextContent('Atmestas')
    expect(rejected).toHaveTextContent('Priežastis: Nepavyko patikrinti')
    expect(reads('entry_claims')[0]).toContainEqual(['eq', ['claimant_id', 'u-1']])
  })

  it('says so when the member has neither, and reads no entries', async () => {
    const { reads } = renderSection({ entry_corrections: { data: [] }, entry_claims: { data: [] } })
    expect(await screen.findByText('Dar nesiūlėte katalogo įrašų pataisymų ir neprašėte leisti tvarkyti įrašų.')).toBeInTheDocument()
    expect(reads('directory_entries')).toEqual([])
  })

  it('says so when they cannot be loaded', async () => {
    renderSection({ entry_claims: { error: { message: 'network down' } } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko įkelti pataisymų ir prašymų.')
  })
})
