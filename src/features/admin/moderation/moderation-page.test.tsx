import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery, type FakeCall, type FakeQuery, type FakeResult } from '@/testing/fake-query'
import { AdminModerationPage } from './moderation-page'
import type { PendingEvent } from './queries'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const concert: PendingEvent = {
  id: 'e-1',
  title: 'Joninių koncertas Londone',
  description: 'Dainos prie laužo.\nAtsineškite vainikus.',
  category: 'Kultūra',
  starts_at: '2027-06-05T17:00:00Z',
  ends_at: '2027-06-05T20:30:00Z',
  all_day: false,
  venue: 'Lietuvių namai',
  town: 'Londonas',
  region: 'Anglija',
  organiser_name: 'Londono lietuvių choras',
  organiser_entry_id: null,
  organiser_entry_name: null,
  link: 'https://example.org/jonines',
  registration_email: 'jonines@example.org',
  price: 5,
  image_path: '0f1e2d3c-0000-4000-8000-000000000000/jonines.png',
  created_at: '2027-05-01T10:00:00Z',
}

/** Reads of events answer `rows`, reads of classifieds and reports nothing; an update answers `updateResult`. Every query is kept. */
function renderPage({ rows = [concert], updateResult = { data: [{ id: concert.id }] } }: { rows?: PendingEvent[]; updateResult?: FakeResult } = {}) {
  const queries: Array<FakeQuery & { table: string }> = []
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    const query = fakeQuery((calls: FakeCall[]) => (calls.some(([method]) => method === 'update') ? updateResult : { data: table === 'events' ? rows : [] }))
    queries.push(Object.assign(query, { table }))
    return query as never
  })
  renderWithProviders(<AdminModerationPage />, { route: '/admin/moderavimas' })
  const updates = () => queries.filter((query) => query.calls.some(([method]) => method === 'update')).map((query) => query.calls)
  const reads = (table: string) => queries.filter((query) => query.table === table).map((query) => query.calls)
  return { reads, updates }
}

async function openRejectDialog() {
  const card = await screen.findByRole('article', { name: concert.title })
  await userEvent.click(within(card).getByRole('button', { name: 'Atmesti' }))
  return screen.getByRole('dialog', { name: 'Atmesti renginį' })
}

describe('AdminModerationPage', () => {
  beforeEach(() => vi.clearAllMocks())

  it('lists a pending event with its UK time, place, organiser, link and description', async () => {
    const { reads } = renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Moderavimas' })).toBeInTheDocument()
    const section = screen.getByRole('region', { name: 'Renginiai' })
    const card = await within(section).findByRole('article', { name: concert.title })
    expect(within(card).getByRole('heading', { level: 2, name: concert.title })).toBeInTheDocument()
    expect(card).toHaveTextContent('Kultūra')
    expect(card).toHaveTextContent('2027 m. birželio 5 d., 18:00–21:30')
    expect(card).toHaveTextContent('Lietuvių namai, Londonas, Anglija')
    expect(card).toHaveTextContent('Londono lietuvių choras')
    expect(card).toHaveTextContent('Kaina5 £')
    expect(card).toHaveTextContent('jonines@example.org')
    expect(within(card).getByRole('img', { name: 'Renginio paveikslėlis' })).toHaveAttribute('src', expect.stringMatching(/event-images\/0f1e2d3c-0000-4000-8000-000000000000\/jonines\.png$/))
    expect(card).toHaveTextContent('Dainos prie laužo. Atsineškite vainikus.')
    const link = within(card).getByRole('link', { name: /example\.org\/jonines/ })
    expect(link).toHaveAttribute('href', concert.link)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    // Only pending proposals, oldest first.
    expect(reads('events')[0]).toEqual(expect.arrayContaining([['eq', ['status', 'pending']], ['order', ['created_at']]]))
  })

  it('shows the events, the articles and classifieds waiting for approval, then the directory’s corrections, claims and history', async () => {
    renderPage({ rows: [] })
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
      'Renginiai',
      'Straipsniai, laukiantys patvirtinimo',
      'Skelbimai',
      'Katalogo pataisymai',
      'Prašymai tvarkyti įrašą',
      'Įrašų pakeitimų istorija',
    ])
    expect(await within(screen.getByRole('region', { name: 'Katalogo pataisymai' })).findByText('Laukiančių katalogo pataisymų nėra')).toBeInTheDocument()
    expect(await within(screen.getByRole('region', { name: 'Prašymai tvarkyti įrašą' })).findByText('Laukiančių prašymų tvarkyti įrašus nėra')).toBeInTheDocument()
    expect(await within(screen.getByRole('region', { name: 'Skelbimai' })).findByText('Laukiančių patvirtinimo skelbimų nėra')).toBeInTheDocument()
    expect(await within(screen.getByRole('region', { name: 'Straipsniai, laukiantys patvirtinimo' })).findByText('Laukiančių patvirtinimo straipsnių nėra')).toBeInTheDocument()
  })

  it('says so when nothing waits', async () => {
    renderPage({ rows: [] })
    expect(await screen.findByText('Laukiančių sprendimo pasiūlymų nėra')).toBeInTheDocument()
  })

  it('approves a pending event', async () => {
    const { updates } = renderPage()
    const card = await screen.findByRole('article', { name: concert.title })
    await userEvent.click(within(card).getByRole('button', { name: 'Patvirtinti' }))
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalled())
    expect(updates()).toHaveLength(1)
    expect(updates()[0]).toEqual(expect.arrayContaining([['update', [{ status: 'approved' }]], ['eq', ['id', concert.id]], ['eq', ['status', 'pending']]]))
  })

  it('refuses to reject without a reason, in Lithuanian, and saves nothing', async () => {
    const { updates } = renderPage()
    const dialog = await openRejectDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti renginį' }))
    expect(await within(dialog).findByText('Nurodykite atmetimo priežastį')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Atmetimo priežastis')).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(within(dialog).getByLabelText('Atmetimo priežastis'), 'ne')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti renginį' }))
    expect(await within(dialog).findByText('Priežastis per trumpa: ne mažiau kaip 3 simboliai')).toBeInTheDocument()
    expect(updates()).toEqual([])
  })

  it('rejects with the reason and closes the dialog', async () => {
    const { updates } = renderPage()
    const dialog = await openRejectDialog()
    await userEvent.type(within(dialog).getByLabelText('Atmetimo priežastis'), '  Renginys nesusijęs su bendruomene  ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti renginį' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(updates()).toHaveLength(1)
    expect(updates()[0]).toEqual(
      expect.arrayContaining([['update', [{ status: 'rejected', rejection_reason: 'Renginys nesusijęs su bendruomene' }]], ['eq', ['id', concert.id]]]),
    )
    expect(notify.success).toHaveBeenCalled()
  })

  it('keeps the dialog and the reason when the database refuses', async () => {
    renderPage({ updateResult: { error: { message: 'new row violates check constraint' } } })
    const dialog = await openRejectDialog()
    await userEvent.type(within(dialog).getByLabelText('Atmetimo priežastis'), 'Ne renginys')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti renginį' }))
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko atmesti renginio. Tai, ką įvedėte, liko formoje.'))
    expect(within(screen.getByRole('dialog')).getByLabelText('Atmetimo priežastis')).toHaveValue('Ne renginys')
  })
})
