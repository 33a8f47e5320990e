import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { fakeQuery, type FakeCall, type FakeResult } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import { EntryDialog } from './entry-dialog'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

let inserts: unknown[]

function setup(answer: FakeResult) {
  inserts = []
  const onClose = vi.fn()
  vi.mocked(supabase.from).mockImplementation(
    () =>
      fakeQuery((calls: FakeCall[]) => {
        const insert = calls.find(([method]) => method === 'insert')
        if (insert) inserts.push(insert[1][0])
        return answer
      }) as never,
  )
  renderWithProviders(<EntryDialog directory="schools" target="new" onClose={onClose} />)
  return onClose
}

async function fillSchool(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Pavadinimas *'), 'Mokykla „Vėjas“')
  await user.type(screen.getByLabelText('Trumpas aprašymas *'), 'Šeštadieninė mokykla.')
  await user.type(screen.getByLabelText('Regionas *'), 'Londonas')
  await user.type(screen.getByLabelText('Adresas *'), 'Salė, Londonas')
  await user.type(screen.getByLabelText('Direktorius(-ė) *'), 'Rasa Vėjienė')
  await user.type(screen.getByLabelText('El. paštas *'), 'vejas@example.org')
  await user.type(screen.getByLabelText('Įkūrimo metai *'), '2021')
  await user.type(screen.getByLabelText('Mokinių skaičius (pvz., 50+) *'), '30+')
  await user.type(screen.getByLabelText('Programos'), 'Lietuvių kalba{Enter}Istorija')
}

const duplicate: FakeResult = { error: Object.assign({ message: 'duplicate key value violates unique constraint "directory_entries_slug_key"' }, { code: '23505' }) }

beforeEach(() => vi.clearAllMocks())

describe('EntryDialog', () => {
  it('creates a draft with the fields of the directory’s definition', async () => {
    const user = userEvent.setup()
    const onClose = setup({ data: [{ id: 'new' }] })
    await fillSchool(user)
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(inserts).toEqual([
      expect.objectContaining({
        directory: 'schools',
        name: 'Mokykla „Vėjas“',
        slug: 'mokykla-vejas',
        region: 'Londonas',
        leader_name: 'Rasa Vėjienė',
        founded: 2021,
        website: null,
        details: { gallery: [], students: '30+', programs: ['Lietuvių kalba', 'Istorija'] },
      }),
    ])
    expect(notify.success).toHaveBeenCalledWith('Įrašas „Mokykla „Vėjas““ sukurtas kaip juodraštis')
  })

  it('shows each bad field’s message and sends nothing', async () => {
    const user = userEvent.setup()
    setup({ data: [{ id: 'new' }] })
    await user.type(await screen.findByLabelText('Svetainė'), 'javascript:alert(1)')
    await user.type(screen.getByLabelText('El. paštas *'), 'ne-adresas')
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }))
    expect(await screen.findByText('Nuoroda turi prasidėti http:// arba https://')).toBeInTheDocument()
    expect(screen.getByText('Netinkamas el. pašto formatas')).toBeInTheDocument()
    expect(screen.getAllByText('Šis laukas privalomas').length).toBeGreaterThan(3)
    expect(inserts).toEqual([])
  })

  it('points at the slug when the directory already has it, and keeps what was typed', async () => {
    const user = userEvent.setup()
    const onClose = setup(duplicate)
    await fillSchool(user)
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }))
    expect(await screen.findByText('Toks adresas šiame skyriuje jau naudojamas: pasirinkite kitą')).toBeInTheDocument()
    expect(screen.getByLabelText('Adresas (slug)')).toHaveFocus()
    expect(screen.getByLabelText('Pavadinimas *')).toHaveValue('Mokykla „Vėjas“')
    expect(onClose).not.toHaveBeenCalled()
  })
})
