import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery, type FakeCall, type FakeQuery, type FakeResult } from '@/testing/fake-query'
import { UNFOUNDED_REASON } from './classified-mutations'
import type { ModeratedClassified } from './classified-queries'
import { ReportedClassifiedsSection } from './reported-classifieds-section'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), rpc: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const car: ModeratedClassified = {
  id: 'c-1',
  title: 'Parduodamas automobilis',
  body: 'Pigiai, be dokumentų.',
  category: 'Parduoda',
  price: 300,
  town: 'Londonas',
  author_name: 'Jonas P.',
  contact: 'portal',
  contact_email: null,
  status: 'approved',
  hidden_at: '2027-05-03T09:00:00Z',
  created_at: '2027-05-01T10:00:00Z',
}
const pram: ModeratedClassified = { ...car, id: 'c-2', title: 'Vaikiškas vežimėlis', body: 'Mažai naudotas vežimėlis.', hidden_at: null }

const reports = [
  { id: 'r-1', target_id: pram.id, reason: 'spam', note: null, created_at: '2027-05-02T08:00:00Z' },
  { id: 'r-2', target_id: car.id, reason: 'scam_or_fraud', note: 'Prašo pinigų iš anksto', created_at: '2027-05-02T09:00:00Z' },
  { id: 'r-3', target_id: car.id, reason: 'illegal', note: null, created_at: '2027-05-02T10:00:00Z' },
  { id: 'r-4', target_id: car.id, reason: 'other', note: null, created_at: '2027-05-03T09:00:00Z' },
]

type Answers = { classifieds?: ModeratedClassified[]; openReports?: typeof reports; updateResult?: FakeResult; rpcResult?: FakeResult }

/** Reads answer per table; updates answer `updateResult`, calls of database functions `rpcResult`. Every query is kept with its table. */
function renderSection({ classifieds = [pram, car], openReports = reports, updateResult = { data: [{ id: car.id }] }, rpcResult = { data: null } }: Answers = {}) {
  const queries: Array<FakeQuery & { table: string }> = []
  vi.mocked(supabase.rpc).mockImplementation(() => fakeQuery(rpcResult) as never)
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    const query = fakeQuery((calls: FakeCall[]) =>
      calls.some(([method]) => method === 'update') ? updateResult : { data: table === 'classifieds' ? classifieds : openReports },
    )
    queries.push(Object.assign(query, { table }))
    return query as never
  })
  renderWithProviders(<ReportedClassifiedsSection />, { route: '/admin/moderavimas' })
  const updates = () => queries.filter((query) => query.calls.some(([method]) => method === 'update')).map(({ table, calls }) => ({ table, calls }))
  return { queries, updates }
}

describe('ReportedClassifiedsSection', () => {
  beforeEach(() => vi.clearAllMocks())

  it('lists reported classifieds, hidden ones first, each with its open reports in Lithuanian', async () => {
    const { queries } = renderSection()
    const section = screen.getByRole('region', { name: 'Pranešimai apie skelbimus' })
    const card = await within(section).findByRole('article', { name: car.title })
    expect(within(section).getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual(['pranestas-skelbimas-c-1', 'pranestas-skelbimas-c-2'])
    expect(within(card).getByRole('heading', { level: 2, name: car.title })).toBeInTheDocument()
    expect(within(card).getByText('Paslėptas')).toBeInTheDocument()
    expect(card).toHaveTextContent('Pigiai, be dokumentų.')
    const items = within(within(card).getByRole('list', { name: 'Pranešimai' })).getAllByRole('listitem')
    expect(items.map((item) => item.firstChild?.textContent)).toEqual(['Sukčiavimas ar apgaulė', 'Neteisėtas turinys', 'Kita'])
    expect(items[0]).toHaveTextContent('Prašo pinigų iš anksto')

    const other = within(section).getByRole('article', { name: pram.title })
    expect(within(other).queryByText('Paslėptas')).not.toBeInTheDocument()
    expect(other).toHaveTextContent('Šlamštas')

    // Open reports only; then their classifieds and any still hidden.
    const [reportRead, classifiedRead] = queries
    expect(reportRead.table).toBe('content_reports')
    expect(reportRead.calls).toEqual(expect.arrayContaining([['eq', ['target_kind', 'classified']], ['eq', ['status', 'open']]]))
    expect(classifiedRead.table).toBe('classifieds')
    expect(classifiedRead.calls).toContainEqual(['or', ['hidden_at.not.is.null,id.in.(c-2,c-1)']])
  })

  it('says so when nothing is reported', async () => {
    renderSection({ classifieds: [], openReports: [] })
    expect(await screen.findByText('Naujų pranešimų apie skelbimus nėra')).toBeInTheDocument()
  })

  it('restores a classified: shown again and its reports closed', async () => {
    const { updates } = renderSection()
    const card = await screen.findByRole('article', { name: car.title })
    const restore = within(card).getByRole('button', { name: 'Grąžinti' })
    expect(restore).toHaveAccessibleDescription(car.title)
    await userEvent.click(restore)
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Skelbimas „Parduodamas automobilis“ grąžintas, pranešimai uždaryti.'))
    const [unhide] = updates()
    expect(unhide.table).toBe('classifieds')
    expect(unhide.calls).toEqual(expect.arrayContaining([['update', [{ hidden_at: null }]], ['eq', ['id', car.id]]]))
    // The database closes the reports as unfounded and logs who, when and why.
    expect(supabase.rpc).toHaveBeenCalledWith('dismiss_reports', { target_kind: 'classified', target_id: car.id, reason: UNFOUNDED_REASON })
  })

  it('removes a classified only with a reason, through the database, which rejects it, closes its reports and tells its poster', async () => {
    const { updates } = renderSection()
    const card = await screen.findByRole('article', { name: car.title })
    await userEvent.click(within(card).getByRole('button', { name: 'Pašalinti' }))
    const dialog = screen.getByRole('dialog', { name: 'Pašalinti skelbimą' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pašalinti skelbimą' }))
    expect(await within(dialog).findByText('Nurodykite atmetimo priežastį')).toBeInTheDocument()
    expect(updates()).toEqual([])
    expect(supabase.rpc).not.toHaveBeenCalled()

    await userEvent.type(within(dialog).getByLabelText('Atmetimo priežastis'), 'Sukčiavimas: prašoma pinigų iš anksto')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pašalinti skelbimą' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(supabase.rpc).toHaveBeenCalledWith('moderate_content', {
      target_kind: 'classified',
      target_id: car.id,
      action: 'remove',
      reason: 'Sukčiavimas: prašoma pinigų iš anksto',
    })
    expect(updates()).toEqual([])
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Skelbimas „Parduodamas automobilis“ pašalintas. Priežastį jį įdėjęs narys matys savo paskyroje.')
  })

  it('keeps the reports open when the classified could not be restored', async () => {
    const { updates } = renderSection({ updateResult: { error: { message: 'permission denied' } } })
    const card = await screen.findByRole('article', { name: car.title })
    await userEvent.click(within(card).getByRole('button', { name: 'Grąžinti' }))
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko grąžinti skelbimo. Bandykite dar kartą.'))
    expect(updates().map(({ table }) => table)).toEqual(['classifieds'])
    expect(supabase.rpc).not.toHaveBeenCalled()
  })

  it('keeps the dialog and the reason when the removal fails', async () => {
    renderSection({ rpcResult: { error: { message: 'network down' } } })
    const card = await screen.findByRole('article', { name: car.title })
    await userEvent.click(within(card).getByRole('button', { name: 'Pašalinti' }))
    const dialog = screen.getByRole('dialog', { name: 'Pašalinti skelbimą' })
    await userEvent.type(within(dialog).getByLabelText('Atmetimo priežastis'), 'Draudžiama prekė')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pašalinti skelbimą' }))
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko pašalinti skelbimo. Tai, ką įvedėte, liko formoje.'))
    expect(within(screen.getByRole('dialog')).getByLabelText('Atmetimo priežastis')).toHaveValue('Draudžiama prekė')
  })
})
