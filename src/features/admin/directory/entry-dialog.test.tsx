import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { entryRow } from '@/testing/directory-entries'
import { fakeQuery, type FakeCall, type FakeResult } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import { EntryDialog } from './entry-dialog'
import type { DirectoryEntry } from './filter-entries'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

let inserts: unknown[]
let updates: unknown[]

/** The media library's active images, as the media page lists them. */
const library = [
  { id: 'm1', file_path: '1764000000001.png', original_name: 'veliava.png', alt_text: 'Lietuvos vėliava' },
  { id: 'm2', file_path: '1764000000002.webp', original_name: 'herbas.webp', alt_text: null },
]

function setup(answer: FakeResult, { target = 'new', media = library }: { target?: DirectoryEntry | 'new'; media?: unknown[] } = {}) {
  inserts = []
  updates = []
  const onClose = vi.fn()
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    if (table === 'media') return fakeQuery({ data: media }) as never
    return fakeQuery((calls: FakeCall[]) => {
      const insert = calls.find(([method]) => method === 'insert')
      if (insert) inserts.push(insert[1][0])
      const update = calls.find(([method]) => method === 'update')
      if (update) updates.push(update[1][0])
      return answer
    }) as never
  })
  renderWithProviders(<EntryDialog directory="schools" target={target} onClose={onClose} />)
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
        logo_path: null,
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

  it('offers the media library’s images as the logo and saves the one chosen', async () => {
    const user = userEvent.setup()
    const onClose = setup({ data: [{ id: 'new' }] })
    await fillSchool(user)
    const logo = screen.getByRole('group', { name: 'Logotipas' })
    expect(within(logo).getByRole('radio', { name: 'Be logotipo' })).toBeChecked()
    expect(within(logo).getByRole('img', { name: 'Lietuvos vėliava' })).toHaveAttribute('src', expect.stringMatching(/\/storage\/v1\/object\/public\/admin-media\/1764000000001\.png$/))
    await user.click(within(logo).getByRole('radio', { name: /veliava\.png/ }))
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(inserts).toEqual([expect.objectContaining({ logo_path: '1764000000001.png' })])
  })

  it('shows an entry’s logo as chosen, and “Be logotipo” removes it', async () => {
    const user = userEvent.setup()
    const entry = entryRow({
      id: 'e1',
      directory: 'schools',
      slug: 'saule',
      name: 'Mokykla „Saulė“',
      summary: 'Šeštadieninė mokykla.',
      region: 'Londonas',
      address: 'Salė, Londonas',
      leader_name: 'Rasa Saulienė',
      email: 'saule@example.org',
      founded: 2015,
      logo_path: '1764000000002.webp',
      details: { students: '10+', programs: [], gallery: [] },
    })
    const onClose = setup({ data: [{ id: 'e1' }] }, { target: entry })
    const logo = await screen.findByRole('group', { name: 'Logotipas' })
    await waitFor(() => expect(within(logo).getByRole('radio', { name: /herbas\.webp/ })).toBeChecked())
    await user.click(within(logo).getByRole('radio', { name: 'Be logotipo' }))
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(updates).toEqual([expect.objectContaining({ slug: 'saule', logo_path: null })])
  })

  it('keeps offering a logo the library no longer lists, and says when the library is empty', async () => {
    const entry = entryRow({ id: 'e1', directory: 'schools', slug: 'saule', name: 'Mokykla „Saulė“', logo_path: 'senas.png' })
    setup({ data: [{ id: 'e1' }] }, { target: entry, media: [] })
    const logo = await screen.findByRole('group', { name: 'Logotipas' })
    expect(await within(logo).findByText('Medijos bibliotekoje paveikslėlių nėra: įkelkite juos skiltyje „Medija“.')).toBeInTheDocument()
    expect(within(logo).getByRole('radio', { name: 'Dabartinis (pašalintas iš bibliotekos)' })).toBeChecked()
  })
})
