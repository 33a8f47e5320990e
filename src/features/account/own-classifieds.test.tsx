import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery, type FakeCall, type FakeQuery, type FakeResult } from '@/testing/fake-query'
import { OwnClassifieds } from './own-classifieds'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), rpc: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const base = {
  rejection_reason: null,
  hidden_at: null,
  expires_at: null,
  created_at: '2027-05-01T10:00:00Z',
  body: 'Skelbimo aprašymas bandymui.',
  category: 'Būstas',
  price: 650,
  town: 'Lidsas',
  contact: 'portal',
}
const mine = [
  { ...base, id: 'c-1', title: 'Laukiantis skelbimas', status: 'pending' },
  // 22:30 UTC is 23:30 in London on 5 June.
  { ...base, id: 'c-2', title: 'Kambarys Lidse', status: 'approved', expires_at: '2099-06-05T22:30:00Z' },
  { ...base, id: 'c-3', title: 'Senas dviratis', status: 'approved', expires_at: '2020-01-01T12:00:00Z' },
  { ...base, id: 'c-4', title: 'Paslėptas skelbimas', status: 'approved', expires_at: '2099-06-05T12:00:00Z', hidden_at: '2027-05-02T10:00:00Z' },
  { ...base, id: 'c-5', title: 'Reklama', status: 'rejected', rejection_reason: 'Tai reklama, ne skelbimas' },
  { ...base, id: 'c-6', title: 'Parduotas stalas', status: 'closed' },
]
const replies = [
  { id: 'r-2', classified_id: 'c-2', body: 'Ar dar laisvas?', created_at: '2027-05-03T10:00:00Z' },
  { id: 'r-1', classified_id: 'c-2', body: 'Galiu apžiūrėti šeštadienį.', created_at: '2027-05-02T10:00:00Z' },
]

type Answers = { classifieds?: FakeResult; updateResult?: FakeResult; rpcResult?: FakeResult }

function renderSection({ classifieds = { data: mine }, updateResult = { data: [{ id: 'c-2' }] }, rpcResult = { data: '2099-07-01T09:00:00Z' } }: Answers = {}) {
  const queries: Array<FakeQuery & { table: string }> = []
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    const query = fakeQuery((calls: FakeCall[]) =>
      calls.some(([method]) => method === 'update') ? updateResult : table === 'classifieds' ? classifieds : { data: replies },
    )
    queries.push(Object.assign(query, { table }))
    return query as never
  })
  const functions: string[] = []
  vi.mocked(supabase.rpc).mockImplementation(((name: string) => {
    functions.push(name)
    return fakeQuery(name === 'own_classifieds' ? classifieds : rpcResult)
  }) as never)
  renderWithProviders(<OwnClassifieds userId="u-1" />, { route: '/paskyra' })
  const reads = (table: string) => queries.filter((query) => query.table === table).map((query) => query.calls)
  const updates = () => queries.filter((query) => query.calls.some(([method]) => method === 'update')).map((query) => query.calls)
  return { reads, updates, functions }
}

const item = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement

describe('OwnClassifieds', () => {
  beforeEach(() => vi.clearAllMocks())

  it('lists only the member’s own classifieds with where each stands', async () => {
    const { reads, functions } = renderSection()
    const section = screen.getByRole('region', { name: 'Mano skelbimai' })
    await within(section).findByRole('heading', { level: 3, name: 'Laukiantis skelbimas' })
    // Everyone reads public classifieds, and nobody whose they are: the function keeps to the member's own.
    expect(functions).toContain('own_classifieds')
    expect(reads('classifieds')).toEqual([])

    expect(item('Laukiantis skelbimas')).toHaveTextContent('Laukia patvirtinimo')
    expect(item('Kambarys Lidse')).toHaveTextContent('Paskelbtas iki 2099 m. birželio 5 d.')
    expect(item('Senas dviratis')).toHaveTextContent('Baigė galioti')
    expect(item('Paslėptas skelbimas')).toHaveTextContent('Paslėptas, kol administratorius peržiūrės pranešimus')
    expect(item('Reklama')).toHaveTextContent('Atmestas')
    expect(item('Reklama')).toHaveTextContent('Priežastis: Tai reklama, ne skelbimas')
    expect(item('Parduotas stalas')).toHaveTextContent('Uždarytas')
  })

  it('offers editing and closing one waiting or published, and renewing an approved one that is not hidden', async () => {
    renderSection()
    await screen.findByRole('heading', { level: 3, name: 'Kambarys Lidse' })
    const buttons = (title: string) => within(item(title)).queryAllByRole('button').map((button) => button.textContent)
    expect(buttons('Laukiantis skelbimas')).toEqual(['Redaguoti', 'Uždaryti'])
    expect(buttons('Kambarys Lidse')).toEqual(['Redaguoti', 'Pratęsti 30 dienų', 'Uždaryti'])
    expect(buttons('Senas dviratis')).toEqual(['Redaguoti', 'Pratęsti 30 dienų', 'Uždaryti'])
    expect(buttons('Paslėptas skelbimas')).toEqual(['Redaguoti', 'Uždaryti'])
    expect(buttons('Reklama')).toEqual([])
    expect(buttons('Parduotas stalas')).toEqual([])
    expect(within(item('Kambarys Lidse')).getByRole('button', { name: 'Pratęsti 30 dienų' })).toHaveAccessibleDescription('Kambarys Lidse')
    expect(within(item('Kambarys Lidse')).getByRole('button', { name: 'Uždaryti' })).toHaveAccessibleDescription('Kambarys Lidse')
  })

  it('shows the replies under the classified they answer, newest first, with their date', async () => {
    const { reads } = renderSection()
    await screen.findByRole('heading', { level: 3, name: 'Kambarys Lidse' })
    const room = item('Kambarys Lidse')
    expect(within(room).getByRole('heading', { level: 4, name: 'Atsakymai (2)' })).toBeInTheDocument()
    const shown = within(room).getAllByRole('listitem')
    expect(shown.map((reply) => reply.firstChild?.textContent)).toEqual(['Ar dar laisvas?', 'Galiu apžiūrėti šeštadienį.'])
    expect(shown[0].querySelector('time')).toHaveAttribute('dateTime', '2027-05-03T10:00:00Z')
    expect(within(item('Laukiantis skelbimas')).queryByRole('heading', { level: 4 })).not.toBeInTheDocument()
    // Replies to the member's classifieds, not those the member sent to others.
    expect(reads('classified_replies')[0]).toEqual(
      expect.arrayContaining([['in', ['classified_id', mine.map(({ id }) => id)]], ['order', ['created_at', { ascending: false }]]]),
    )
  })

  it('renews an approved classified through the database', async () => {
    renderSection()
    await screen.findByRole('heading', { level: 3, name: 'Kambarys Lidse' })
    await userEvent.click(within(item('Kambarys Lidse')).getByRole('button', { name: 'Pratęsti 30 dienų' }))
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Skelbimas „Kambarys Lidse“ pratęstas: jis bus rodomas iki 2099 m. liepos 1 d.'))
    expect(supabase.rpc).toHaveBeenCalledWith('renew_classified', { classified_id: 'c-2' })
  })

  it('shows the database’s words when it refuses a renewal', async () => {
    renderSection({ rpcResult: { error: Object.assign({ message: 'Pratęsti galima tik savo patvirtintą skelbimą.' }, { code: 'PT422' }) } })
    await screen.findByRole('heading', { level: 3, name: 'Kambarys Lidse' })
    await userEvent.click(within(item('Kambarys Lidse')).getByRole('button', { name: 'Pratęsti 30 dienų' }))
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Pratęsti galima tik savo patvirtintą skelbimą.'))
  })

  it('closes a classified only after the member confirms', async () => {
    const { updates } = renderSection()
    await screen.findByRole('heading', { level: 3, name: 'Kambarys Lidse' })
    await userEvent.click(within(item('Kambarys Lidse')).getByRole('button', { name: 'Uždaryti' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Uždaryti skelbimą?' })
    expect(dialog).toHaveTextContent('„Kambarys Lidse“ nebebus rodomas puslapyje „Skelbimai“.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atšaukti' }))
    expect(updates()).toEqual([])

    await userEvent.click(within(item('Kambarys Lidse')).getByRole('button', { name: 'Uždaryti' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Uždaryti skelbimą' }))
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Skelbimas „Kambarys Lidse“ uždarytas.'))
    expect(updates()).toEqual([
      expect.arrayContaining([['update', [{ status: 'closed' }]], ['eq', ['id', 'c-2']], ['in', ['status', ['pending', 'approved']]]]),
    ])
  })

  it('edits a classified in a dialog that starts from its words; it waits for approval again', async () => {
    const user = userEvent.setup()
    const { updates } = renderSection()
    await screen.findByRole('heading', { level: 3, name: 'Kambarys Lidse' })
    await user.click(within(item('Kambarys Lidse')).getByRole('button', { name: 'Redaguoti' }))
    const dialog = screen.getByRole('dialog', { name: 'Redaguoti skelbimą' })
    expect(within(dialog).getByLabelText('Kaina, £')).toHaveValue('650')
    await user.clear(within(dialog).getByLabelText('Kaina, £'))
    await user.type(within(dialog).getByLabelText('Kaina, £'), '600')
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti pakeitimus' }))
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Skelbimas „Kambarys Lidse“ pakeistas: jis vėl laukia patvirtinimo.'))
    expect(updates()).toEqual([
      expect.arrayContaining([['update', [{ title: 'Kambarys Lidse', body: 'Skelbimo aprašymas bandymui.', category: 'Būstas', price: 600, town: 'Lidsas', contact: 'portal' }]], ['eq', ['id', 'c-2']]]),
    ])
  })

  it('says so when the classified could no longer be closed', async () => {
    renderSection({ updateResult: { data: [] } })
    await screen.findByRole('heading', { level: 3, name: 'Laukiantis skelbimas' })
    await userEvent.click(within(item('Laukiantis skelbimas')).getByRole('button', { name: 'Uždaryti' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Uždaryti skelbimą' }))
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Šio skelbimo uždaryti nebegalima: sąrašas atnaujintas.'))
  })

  it('invites a member without classifieds to post one', async () => {
    const { reads } = renderSection({ classifieds: { data: [] } })
    expect(await screen.findByText(/Dar neįdėjote skelbimų\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Įdėti skelbimą' })).toHaveAttribute('href', '/skelbimai/naujas')
    expect(reads('classified_replies')).toEqual([])
  })

  it('says so when the classifieds cannot be loaded', async () => {
    renderSection({ classifieds: { error: { message: 'network down' } } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko įkelti skelbimų.')
  })
})
