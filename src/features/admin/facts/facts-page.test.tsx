import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery, type FakeCall, type FakeQuery } from '@/testing/fake-query'
import { AdminFactsPage } from './facts-page'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const wage = {
  id: 'f-1',
  key: 'national-living-wage',
  kind: 'amount',
  label: 'Minimalus darbo užmokestis nuo 21 metų',
  value: '12,71 £ per valandą',
  applies_from: '2026-04-01',
  source_url: 'https://www.gov.uk/national-minimum-wage-rates',
  checked_on: '2026-11-25',
  sort_order: 10,
  updated_at: '2026-11-25T10:00:00Z',
  updated_by: null,
}

/** Reads answer the list; an update answers `updateResult`. Every query is kept. */
function renderPage(updateResult: { error?: { message: string } | null } = {}) {
  const queries: FakeQuery[] = []
  vi.mocked(supabase.from).mockImplementation(() => {
    const query = fakeQuery((calls: FakeCall[]) => (calls.some(([method]) => method === 'update') ? updateResult : { data: [wage] }))
    queries.push(query)
    return query as never
  })
  renderWithProviders(<AdminFactsPage />, { route: '/admin/svarbi-informacija' })
  const updates = () => queries.flatMap((query) => query.calls.filter(([method]) => method === 'update').map(([, args]) => args[0]))
  return { updates }
}

describe('AdminFactsPage', () => {
  beforeEach(() => vi.clearAllMocks())

  it('lists each figure with its date, check and source', async () => {
    renderPage()
    const card = await screen.findByRole('article', { name: wage.label })
    expect(card).toHaveTextContent('12,71 £ per valandą')
    expect(card).toHaveTextContent('Galioja nuo 2026 m. balandžio 1 d. · Patikrinta 2026 m. lapkričio 25 d.')
    expect(within(card).getByRole('link', { name: /šaltinis/ })).toHaveAttribute('href', wage.source_url)
  })

  it('refuses an amount without its date and a source that is not https, in Lithuanian, keeping what was typed', async () => {
    const user = userEvent.setup()
    const { updates } = renderPage()
    await user.click(await screen.findByRole('button', { name: /^Redaguoti\s?: Minimalus darbo užmokestis nuo 21 metų$/ }))
    const dialog = screen.getByRole('dialog')
    await user.clear(within(dialog).getByLabelText('Dydis *'))
    await user.type(within(dialog).getByLabelText('Dydis *'), '13,10 £ per valandą')
    await user.clear(within(dialog).getByLabelText('Galioja nuo *'))
    await user.clear(within(dialog).getByLabelText('Oficialus šaltinis (https://…) *'))
    await user.type(within(dialog).getByLabelText('Oficialus šaltinis (https://…) *'), 'javascript:alert(1)')
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }))
    expect(await within(dialog).findByText('Nurodykite datą, nuo kurios dydis galioja')).toBeInTheDocument()
    expect(within(dialog).getByText('Šaltinio adresas turi prasidėti https://')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Dydis *')).toHaveValue('13,10 £ per valandą')
    expect(updates()).toEqual([])
  })

  it('saves a corrected figure and closes the form', async () => {
    const user = userEvent.setup()
    const { updates } = renderPage()
    await user.click(await screen.findByRole('button', { name: /^Redaguoti\s?: Minimalus darbo užmokestis nuo 21 metų$/ }))
    const dialog = screen.getByRole('dialog')
    await user.clear(within(dialog).getByLabelText('Dydis *'))
    await user.type(within(dialog).getByLabelText('Dydis *'), '13,10 £ per valandą')
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(updates()).toEqual([
      { label: wage.label, value: '13,10 £ per valandą', applies_from: '2026-04-01', source_url: wage.source_url, checked_on: '2026-11-25' },
    ])
    expect(notify.success).toHaveBeenCalledWith(`„${wage.label}“ išsaugota`)
  })

  it('keeps the form open with what was typed when the database refuses', async () => {
    const user = userEvent.setup()
    renderPage({ error: { message: 'new row violates check constraint' } })
    await user.click(await screen.findByRole('button', { name: /^Redaguoti\s?: Minimalus darbo užmokestis nuo 21 metų$/ }))
    const dialog = screen.getByRole('dialog')
    await user.clear(within(dialog).getByLabelText('Dydis *'))
    await user.type(within(dialog).getByLabelText('Dydis *'), '14 £')
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }))
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko išsaugoti. Tai, ką įvedėte, liko formoje.'))
    expect(within(screen.getByRole('dialog')).getByLabelText('Dydis *')).toHaveValue('14 £')
  })

  it('marks a figure checked today', async () => {
    const user = userEvent.setup()
    const { updates } = renderPage()
    await user.click(await screen.findByRole('button', { name: /^Pažymėti kaip patikrintą\s?: Minimalus darbo užmokestis nuo 21 metų$/ }))
    await vi.waitFor(() => expect(updates()).toHaveLength(1))
    expect(updates()[0]).toEqual({ checked_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
  })
})
