import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery, type FakeCall, type FakeQuery, type FakeResult } from '@/testing/fake-query'
import { PendingClaimsSection } from './pending-claims-section'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const entry = { id: 'd-1', name: 'Lidso lietuvių choras' }
const claim = {
  id: 'c-1',
  entry_id: entry.id,
  role: 'Choro vadovė',
  verification: 'Parašykite choro el. paštu.\n<i>Ačiū</i>',
  created_at: '2027-01-10T09:30:00Z',
}

function renderSection({ claims = [claim], updateResult = { data: [{ id: claim.id }] } }: { claims?: unknown[]; updateResult?: FakeResult } = {}) {
  const queries: Array<FakeQuery & { table: string }> = []
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    const query = fakeQuery((calls: FakeCall[]) => (calls.some(([method]) => method === 'update') ? updateResult : { data: table === 'entry_claims' ? claims : [entry] }))
    queries.push(Object.assign(query, { table }))
    return query as never
  })
  renderWithProviders(<PendingClaimsSection />, { route: '/admin/moderavimas' })
  const reads = (table: string) => queries.filter((query) => query.table === table).map((query) => query.calls)
  const updates = () => queries.filter((query) => query.calls.some(([method]) => method === 'update')).map(({ table, calls }) => ({ table, calls }))
  return { reads, updates }
}

const findCard = () => screen.findByRole('article', { name: entry.name })

describe('PendingClaimsSection', () => {
  beforeEach(() => vi.clearAllMocks())

  it('lists pending claims oldest first with the entry, the claimant’s role and how to verify it', async () => {
    const { reads } = renderSection()
    const section = screen.getByRole('region', { name: 'Prašymai tvarkyti įrašą' })
    const card = await within(section).findByRole('article', { name: entry.name })
    expect(within(card).getByRole('heading', { level: 2, name: entry.name })).toBeInTheDocument()
    expect(card).toHaveTextContent('PareigosChoro vadovė')
    expect(card).toHaveTextContent('Kaip patikrintiParašykite choro el. paštu. <i>Ačiū</i>')
    expect(card.querySelector('i')).toBeNull()
    expect(card).toHaveTextContent('2027 m. sausio 10 d., 09:30')
    for (const name of ['Patvirtinti', 'Atmesti']) expect(within(card).getByRole('button', { name })).toHaveAccessibleDescription(entry.name)
    expect(reads('entry_claims')[0]).toEqual(expect.arrayContaining([['eq', ['status', 'pending']], ['order', ['created_at']]]))
    expect(reads('directory_entries')[0]).toContainEqual(['in', ['id', [entry.id]]])
  })

  it('says so when nothing waits', async () => {
    renderSection({ claims: [] })
    expect(await screen.findByText('Laukiančių prašymų tvarkyti įrašus nėra')).toBeInTheDocument()
  })

  it('approves only a claim still pending', async () => {
    const { updates } = renderSection()
    await userEvent.click(within(await findCard()).getByRole('button', { name: 'Patvirtinti' }))
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Prašymas patvirtintas: narys gali tvarkyti įrašą „Lidso lietuvių choras“.'))
    expect(updates()).toEqual([
      { table: 'entry_claims', calls: expect.arrayContaining([['update', [{ status: 'approved' }]], ['eq', ['id', claim.id]], ['eq', ['status', 'pending']]]) },
    ])
  })

  it('says another administrator decided first when no row changed', async () => {
    renderSection({ updateResult: { data: [] } })
    await userEvent.click(within(await findCard()).getByRole('button', { name: 'Patvirtinti' }))
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Dėl šio prašymo jau nuspręsta: sąrašas atnaujintas.'))
  })

  it('rejects with a required reason', async () => {
    const { updates } = renderSection()
    await userEvent.click(within(await findCard()).getByRole('button', { name: 'Atmesti' }))
    const dialog = screen.getByRole('dialog', { name: 'Atmesti prašymą' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti prašymą' }))
    expect(await within(dialog).findByText('Nurodykite atmetimo priežastį')).toBeInTheDocument()
    expect(updates()).toEqual([])
    await userEvent.type(within(dialog).getByLabelText('Atmetimo priežastis'), 'Nepavyko patikrinti')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti prašymą' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(updates()).toEqual([
      {
        table: 'entry_claims',
        calls: expect.arrayContaining([['update', [{ status: 'rejected', rejection_reason: 'Nepavyko patikrinti' }]], ['eq', ['id', claim.id]], ['eq', ['status', 'pending']]]),
      },
    ])
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Prašymas tvarkyti įrašą „Lidso lietuvių choras“ atmestas. Priežastį narys matys savo paskyroje.')
  })

  it('keeps the dialog and the reason when the database refuses', async () => {
    renderSection({ updateResult: { error: { message: 'network down' } } })
    await userEvent.click(within(await findCard()).getByRole('button', { name: 'Atmesti' }))
    const dialog = screen.getByRole('dialog', { name: 'Atmesti prašymą' })
    await userEvent.type(within(dialog).getByLabelText('Atmetimo priežastis'), 'Netikra')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti prašymą' }))
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko atmesti prašymo. Tai, ką įvedėte, liko formoje.'))
    expect(within(screen.getByRole('dialog')).getByLabelText('Atmetimo priežastis')).toHaveValue('Netikra')
  })
})
