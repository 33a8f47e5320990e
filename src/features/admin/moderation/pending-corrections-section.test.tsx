import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery, type FakeCall, type FakeQuery, type FakeResult } from '@/testing/fake-query'
import type { EntrySnapshot } from './entry-lookup'
import { PendingCorrectionsSection } from './pending-corrections-section'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), rpc: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const community: EntrySnapshot = {
  id: 'd-1',
  name: 'Mančesterio lietuvių bendruomenė',
  slug: 'manchester',
  directory: 'communities',
  summary: 'Bendruomenė Mančesteryje',
  description: null,
  town: 'Mančesteris',
  region: 'Anglija',
  address: null,
  leader_name: 'Ona K.',
  leader_title: 'Pirmininkė',
  email: 'info@example.org',
  phone: null,
  website: null,
  founded: 2005,
}

const correction = {
  id: 'k-1',
  entry_id: community.id,
  // Stored in any order: the table follows the entry page's.
  changes: { phone: '+44 161 000 0000', founded: 2004, name: 'Mančesterio LB', email: null },
  note: 'Pasikeitė telefonas.\n<b>Ačiū</b>',
  created_at: '2027-06-05T17:00:00Z',
}

type Answers = { corrections?: unknown[]; updateResult?: FakeResult; rpcResult?: FakeResult }

function renderSection({ corrections = [correction], updateResult = { data: [{ id: correction.id }] }, rpcResult = { data: null } }: Answers = {}) {
  const queries: Array<FakeQuery & { table: string }> = []
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    const query = fakeQuery((calls: FakeCall[]) =>
      calls.some(([method]) => method === 'update') ? updateResult : { data: table === 'entry_corrections' ? corrections : [community] },
    )
    queries.push(Object.assign(query, { table }))
    return query as never
  })
  vi.mocked(supabase.rpc).mockReturnValue(fakeQuery(rpcResult) as never)
  renderWithProviders(<PendingCorrectionsSection />, { route: '/admin/moderavimas' })
  const reads = (table: string) => queries.filter((query) => query.table === table).map((query) => query.calls)
  const updates = () => queries.filter((query) => query.calls.some(([method]) => method === 'update')).map(({ table, calls }) => ({ table, calls }))
  return { reads, updates }
}

async function findCard() {
  return screen.findByRole('article', { name: community.name })
}

describe('PendingCorrectionsSection', () => {
  beforeEach(() => vi.clearAllMocks())

  it('lists pending corrections oldest first with the entry, the note and each field now and proposed', async () => {
    const { reads } = renderSection()
    const section = screen.getByRole('region', { name: 'Katalogo pataisymai' })
    const card = await within(section).findByRole('article', { name: community.name })
    expect(within(card).getByRole('heading', { level: 2, name: community.name })).toBeInTheDocument()
    expect(card).toHaveTextContent('KatalogasBendruomenės')
    // 17:00 UTC is 18:00 in London in June.
    expect(card).toHaveTextContent('2027 m. birželio 5 d., 18:00')
    // The note as text: markup is shown, never rendered.
    expect(card).toHaveTextContent('Pasikeitė telefonas. <b>Ačiū</b>')
    expect(card.querySelector('b')).toBeNull()

    const table = within(card).getByRole('table', { name: 'Pakeitimai' })
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Laukas', 'Dabar', 'Siūloma'])
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['Pavadinimas', community.name, 'Mančesterio LB'],
      ['El. paštas', 'info@example.org', 'Nenurodyta'],
      ['Telefonas', 'Nenurodyta', '+44 161 000 0000'],
      ['Įkūrimo metai', '2005', '2004'],
    ])
    expect(within(table).getByRole('rowheader', { name: 'Telefonas' })).toHaveAttribute('scope', 'row')

    expect(reads('entry_corrections')[0]).toEqual(expect.arrayContaining([['eq', ['status', 'pending']], ['order', ['created_at']]]))
    expect(reads('directory_entries')[0]).toContainEqual(['in', ['id', [community.id]]])
  })

  it('names each decision after the entry it decides', async () => {
    renderSection()
    const card = await findCard()
    for (const name of ['Pritaikyti', 'Atmesti']) expect(within(card).getByRole('button', { name })).toHaveAccessibleDescription(community.name)
  })

  it('says so when nothing waits, and reads no entries', async () => {
    const { reads } = renderSection({ corrections: [] })
    expect(await screen.findByText('Laukiančių katalogo pataisymų nėra')).toBeInTheDocument()
    expect(reads('directory_entries')).toEqual([])
  })

  it('applies a correction through the database and says the entry was updated and marked checked', async () => {
    renderSection()
    await userEvent.click(within(await findCard()).getByRole('button', { name: 'Pritaikyti' }))
    await vi.waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Įrašas „Mančesterio lietuvių bendruomenė“ atnaujintas ir pažymėtas kaip patikrintas.'),
    )
    expect(supabase.rpc).toHaveBeenCalledWith('apply_entry_correction', { correction_id: correction.id })
  })

  it('says another administrator decided first when the correction is no longer pending', async () => {
    renderSection({ rpcResult: { error: Object.assign({ message: 'Šis pataisymas jau išspręstas arba jo nėra.' }, { code: 'PT422' }) } })
    await userEvent.click(within(await findCard()).getByRole('button', { name: 'Pritaikyti' }))
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Dėl šio pataisymo jau nuspręsta: sąrašas atnaujintas.'))
  })

  it('says so when applying fails otherwise', async () => {
    renderSection({ rpcResult: { error: Object.assign({ message: 'invalid input syntax for type integer' }, { code: '22P02' }) } })
    await userEvent.click(within(await findCard()).getByRole('button', { name: 'Pritaikyti' }))
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko pritaikyti pataisymo. Bandykite dar kartą.'))
  })

  it('refuses to reject without a reason and saves nothing', async () => {
    const { updates } = renderSection()
    await userEvent.click(within(await findCard()).getByRole('button', { name: 'Atmesti' }))
    const dialog = screen.getByRole('dialog', { name: 'Atmesti pataisymą' })
    expect(dialog).toHaveTextContent('„Mančesterio lietuvių bendruomenė“. Priežastį matys pataisymą pasiūlęs narys savo paskyroje.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti pataisymą' }))
    expect(await within(dialog).findByText('Nurodykite atmetimo priežastį')).toBeInTheDocument()
    expect(updates()).toEqual([])
  })

  it('rejects only a correction still pending, with the reason', async () => {
    const { updates } = renderSection()
    await userEvent.click(within(await findCard()).getByRole('button', { name: 'Atmesti' }))
    const dialog = screen.getByRole('dialog', { name: 'Atmesti pataisymą' })
    await userEvent.type(within(dialog).getByLabelText('Atmetimo priežastis'), '  Telefonas neteisingas  ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti pataisymą' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(updates()).toEqual([
      {
        table: 'entry_corrections',
        calls: expect.arrayContaining([['update', [{ status: 'rejected', rejection_reason: 'Telefonas neteisingas' }]], ['eq', ['id', correction.id]], ['eq', ['status', 'pending']]]),
      },
    ])
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Pataisymas įrašui „Mančesterio lietuvių bendruomenė“ atmestas. Priežastį jį pasiūlęs narys matys savo paskyroje.')
  })

  it('keeps the dialog and the reason when the database refuses', async () => {
    renderSection({ updateResult: { error: { message: 'new row violates check constraint' } } })
    await userEvent.click(within(await findCard()).getByRole('button', { name: 'Atmesti' }))
    const dialog = screen.getByRole('dialog', { name: 'Atmesti pataisymą' })
    await userEvent.type(within(dialog).getByLabelText('Atmetimo priežastis'), 'Netikslu')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti pataisymą' }))
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko atmesti pataisymo. Tai, ką įvedėte, liko formoje.'))
    expect(within(screen.getByRole('dialog')).getByLabelText('Atmetimo priežastis')).toHaveValue('Netikslu')
  })
})
