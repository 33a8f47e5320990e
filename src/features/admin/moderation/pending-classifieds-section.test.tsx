import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery, type FakeCall, type FakeQuery, type FakeResult } from '@/testing/fake-query'
import type { ModeratedClassified } from './classified-queries'
import { PendingClassifiedsSection } from './pending-classifieds-section'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const room: ModeratedClassified = {
  id: 'c-1',
  title: 'Nuomojamas kambarys Lidse',
  body: 'Šviesus kambarys.\n<b>Be gyvūnų</b>',
  category: 'Būstas',
  price: 550,
  town: 'Lidsas',
  author_name: 'Ingrida K.',
  contact: 'email',
  contact_email: 'ingrida@example.org',
  status: 'pending',
  hidden_at: null,
  created_at: '2027-05-01T10:00:00Z',
}

const service: ModeratedClassified = { ...room, id: 'c-2', title: 'Buhalterinės paslaugos', category: 'Paslaugos', price: null, contact: 'portal', contact_email: null }

function renderSection({ rows = [room], updateResult = { data: [{ id: room.id }] } }: { rows?: ModeratedClassified[]; updateResult?: FakeResult } = {}) {
  const queries: FakeQuery[] = []
  vi.mocked(supabase.from).mockImplementation(() => {
    const query = fakeQuery((calls: FakeCall[]) => (calls.some(([method]) => method === 'update') ? updateResult : { data: rows }))
    queries.push(query)
    return query as never
  })
  renderWithProviders(<PendingClassifiedsSection />, { route: '/admin/moderavimas' })
  const updates = () => queries.filter((query) => query.calls.some(([method]) => method === 'update')).map((query) => query.calls)
  return { queries, updates }
}

async function openRejectDialog() {
  const card = await screen.findByRole('article', { name: room.title })
  await userEvent.click(within(card).getByRole('button', { name: 'Atmesti' }))
  return screen.getByRole('dialog', { name: 'Atmesti skelbimą' })
}

describe('PendingClassifiedsSection', () => {
  beforeEach(() => vi.clearAllMocks())

  it('lists pending classifieds oldest first with their category, price, town, poster, contact and words', async () => {
    const { queries } = renderSection({ rows: [room, service] })
    const section = screen.getByRole('region', { name: 'Skelbimai' })
    const card = await within(section).findByRole('article', { name: room.title })
    expect(within(card).getByRole('heading', { level: 2, name: room.title })).toBeInTheDocument()
    expect(card).toHaveTextContent('KategorijaBūstas')
    expect(card).toHaveTextContent('Kaina550 £')
    expect(card).toHaveTextContent('MiestasLidsas')
    expect(card).toHaveTextContent('SkelbėjasIngrida K.')
    expect(card).toHaveTextContent('KontaktasEl. paštas: ingrida@example.org')
    // The poster's words as text: markup is shown, never rendered.
    expect(card).toHaveTextContent('Šviesus kambarys. <b>Be gyvūnų</b>')
    expect(card.querySelector('b')).toBeNull()
    const other = within(section).getByRole('article', { name: service.title })
    expect(other).toHaveTextContent('Kaina sutartinė')
    expect(other).toHaveTextContent('Atsakymai per portalą')
    expect(vi.mocked(supabase.from)).toHaveBeenCalledWith('classifieds')
    expect(queries[0].calls).toEqual(expect.arrayContaining([['eq', ['status', 'pending']], ['order', ['created_at']]]))
  })

  it('names each decision after the classified it decides', async () => {
    renderSection()
    const card = await screen.findByRole('article', { name: room.title })
    for (const name of ['Patvirtinti', 'Atmesti']) expect(within(card).getByRole('button', { name })).toHaveAccessibleDescription(room.title)
  })

  it('says so when nothing waits', async () => {
    renderSection({ rows: [] })
    expect(await screen.findByText('Laukiančių patvirtinimo skelbimų nėra')).toBeInTheDocument()
  })

  it('approves only a classified still pending', async () => {
    const { updates } = renderSection()
    const card = await screen.findByRole('article', { name: room.title })
    await userEvent.click(within(card).getByRole('button', { name: 'Patvirtinti' }))
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Skelbimas „Nuomojamas kambarys Lidse“ patvirtintas: jis matomas puslapyje „Skelbimai“ 30 dienų.'))
    expect(updates()).toEqual([expect.arrayContaining([['update', [{ status: 'approved' }]], ['eq', ['id', room.id]], ['eq', ['status', 'pending']]])])
  })

  it('says another administrator decided first when no row changed', async () => {
    renderSection({ updateResult: { data: [] } })
    const card = await screen.findByRole('article', { name: room.title })
    await userEvent.click(within(card).getByRole('button', { name: 'Patvirtinti' }))
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Dėl šio skelbimo jau nuspręsta: sąrašas atnaujintas.'))
  })

  it('refuses to reject without a reason and saves nothing', async () => {
    const { updates } = renderSection()
    const dialog = await openRejectDialog()
    expect(dialog).toHaveTextContent('„Nuomojamas kambarys Lidse“. Priežastį matys skelbimą įdėjęs narys savo paskyroje.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti skelbimą' }))
    expect(await within(dialog).findByText('Nurodykite atmetimo priežastį')).toBeInTheDocument()
    expect(updates()).toEqual([])
  })

  it('rejects with the reason and closes the dialog', async () => {
    const { updates } = renderSection()
    const dialog = await openRejectDialog()
    await userEvent.type(within(dialog).getByLabelText('Atmetimo priežastis'), '  Skelbime trūksta adreso  ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti skelbimą' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(updates()).toEqual([
      expect.arrayContaining([['update', [{ status: 'rejected', rejection_reason: 'Skelbime trūksta adreso' }]], ['eq', ['id', room.id]], ['eq', ['status', 'pending']]]),
    ])
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Skelbimas „Nuomojamas kambarys Lidse“ atmestas. Priežastį jį įdėjęs narys matys savo paskyroje.')
  })

  it('keeps the dialog and the reason when the database refuses', async () => {
    renderSection({ updateResult: { error: { message: 'new row violates check constraint' } } })
    const dialog = await openRejectDialog()
    await userEvent.type(within(dialog).getByLabelText('Atmetimo priežastis'), 'Ne skelbimas')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti skelbimą' }))
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko atmesti skelbimo. Tai, ką įvedėte, liko formoje.'))
    expect(within(screen.getByRole('dialog')).getByLabelText('Atmetimo priežastis')).toHaveValue('Ne skelbimas')
  })
})
