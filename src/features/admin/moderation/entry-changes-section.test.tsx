import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { supabase } from '@/lib/supabase/client'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery, type FakeQuery, type FakeResult } from '@/testing/fake-query'
import { EntryChangesSection } from './entry-changes-section'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const entry = { id: 'd-1', name: 'Bradfordo lietuvių klubas' }
const change = {
  id: 'h-1',
  entry_id: entry.id,
  // 23:30 UTC on 31 October 2027 is 23:30 in London (winter time) and already 1 November in Vilnius.
  changed_at: '2027-10-31T23:30:00Z',
  old_values: { phone: null, last_verified_at: '2027-01-01T00:00:00+00:00', town: 'Bredfordas' },
  new_values: { phone: '+44 1274 000000', last_verified_at: '2027-10-31T23:30:00+00:00', town: 'Bradfordas' },
}

function renderSection(changes: FakeResult) {
  const queries: Array<FakeQuery & { table: string }> = []
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    const query = fakeQuery(table === 'directory_entry_changes' ? changes : { data: [entry] })
    queries.push(Object.assign(query, { table }))
    return query as never
  })
  renderWithProviders(<EntryChangesSection />, { route: '/admin/moderavimas' })
  return { reads: (table: string) => queries.filter((query) => query.table === table).map((query) => query.calls) }
}

describe('EntryChangesSection', () => {
  beforeEach(() => vi.clearAllMocks())

  it('shows the 20 newest changes with the entry, the UK date and time and each field old → new', async () => {
    const { reads } = renderSection({ data: [change] })
    const section = screen.getByRole('region', { name: 'Įrašų pakeitimų istorija' })
    const card = await within(section).findByRole('article', { name: entry.name })
    expect(within(card).getByRole('heading', { level: 2, name: entry.name })).toBeInTheDocument()
    expect(card).toHaveTextContent('2027 m. spalio 31 d., 23:30')
    const fields = within(within(card).getByRole('list', { name: 'Pakeisti laukai' })).getAllByRole('listitem')
    // Public fields by their labels in the entry page's order, any other key as stored after them.
    expect(fields.map((field) => field.textContent)).toEqual([
      'Miestas: Bredfordas → Bradfordas',
      'Telefonas: Nenurodyta → +44 1274 000000',
      'last_verified_at: 2027-01-01T00:00:00+00:00 → 2027-10-31T23:30:00+00:00',
    ])
    expect(reads('directory_entry_changes')[0]).toEqual(expect.arrayContaining([['order', ['changed_at', { ascending: false }]], ['limit', [20]]]))
  })

  it('says so when nothing has changed yet', async () => {
    renderSection({ data: [] })
    expect(await screen.findByText('Įrašų pakeitimų dar nėra')).toBeInTheDocument()
  })

  it('says so when the history cannot be loaded', async () => {
    renderSection({ error: { message: 'permission denied' } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko įkelti įrašų pakeitimų istorijos')
  })
})
