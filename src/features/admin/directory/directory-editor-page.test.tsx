import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { entryRow } from '@/testing/directory-entries'
import { fakeQuery, type FakeCall } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import { DirectoryEditorPage } from './directory-editor-page'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))


const entry = (patch: Parameters<typeof entryRow>[0]) => entryRow({ directory: 'communities', town: 'Lidsas', ...patch })

const entries = [
  entry({ id: 'a', slug: 'lidso', name: 'Lidso lietuvių bendruomenė', status: 'published', last_verified_at: '2026-11-03T10:00:00Z' }),
  entry({ id: 'b', slug: 'naujoji', name: 'Naujoji bendruomenė', status: 'draft', town: 'Jorkas' }),
]

let writes: FakeCall[][]

function setup({ failWrites = false } = {}) {
  writes = []
  vi.mocked(supabase.from).mockImplementation(
    () =>
      fakeQuery((calls) => {
        if (calls.some(([method]) => method === 'update')) {
          writes.push(calls)
          return failWrites ? { error: { message: 'permission denied' } } : { data: [{ id: 'x' }] }
        }
        return { data: entries }
      }) as never,
  )
  renderWithProviders(<DirectoryEditorPage />)
}

const updateOf = (calls: FakeCall[]) => calls.find(([method]) => method === 'update')?.[1][0]
const idOf = (calls: FakeCall[]) => calls.find(([method, args]) => method === 'eq' && args[0] === 'id')?.[1][1]

beforeEach(() => vi.clearAllMocks())

describe('DirectoryEditorPage', () => {
  it('lists a directory’s entries with their status and when they were checked', async () => {
    setup()
    const published = await screen.findByRole('article', { name: 'Lidso lietuvių bendruomenė' })
    expect(within(published).getByText('Paskelbta')).toBeInTheDocument()
    expect(within(published).getByText('Patikrinta: 2026 m. lapkričio 3 d.')).toBeInTheDocument()
    const draft = screen.getByRole('article', { name: 'Naujoji bendruomenė' })
    expect(within(draft).getByText('Juodraštis')).toBeInTheDocument()
    expect(within(draft).getByText('Dar nepatikrinta')).toBeInTheDocument()
  })

  it('filters by status and by entries not checked for 12 months', async () => {
    const user = userEvent.setup()
    setup()
    await screen.findByRole('article', { name: 'Lidso lietuvių bendruomenė' })
    await user.selectOptions(screen.getByLabelText('Būsena'), 'Juodraštis')
    expect(screen.queryByRole('article', { name: 'Lidso lietuvių bendruomenė' })).not.toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Būsena'), 'Visos būsenos')
    await user.click(screen.getByLabelText('Tik nepatikrinti per 12 mėnesių'))
    expect(screen.getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual(['Naujoji bendruomenė'])
  })

  it('publishes a draft and marks an entry as checked', async () => {
    const user = userEvent.setup()
    setup()
    await user.click(await screen.findByRole('button', { name: 'Paskelbti: Naujoji bendruomenė' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(updateOf(writes[0]!)).toEqual({ status: 'published' })
    expect(idOf(writes[0]!)).toBe('b')
    await user.click(screen.getByRole('button', { name: 'Pažymėti kaip patikrintą: Lidso lietuvių bendruomenė' }))
    await waitFor(() => expect(writes).toHaveLength(2))
    expect(updateOf(writes[1]!)).toEqual({ last_verified_at: expect.any(String) })
  })

  it('archives an entry and undoes it from the status line', async () => {
    const user = userEvent.setup()
    setup()
    await user.click(await screen.findByRole('button', { name: 'Archyvuoti: Lidso lietuvių bendruomenė' }))
    expect(await screen.findByText(/Įrašas „Lidso lietuvių bendruomenė“ archyvuotas/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Atšaukti' }))
    await waitFor(() => expect(writes).toHaveLength(2))
    expect(updateOf(writes[0]!)).toEqual({ status: 'archived' })
    expect(updateOf(writes[1]!)).toEqual({ status: 'published' })
    await waitFor(() => expect(screen.queryByText(/archyvuotas/)).not.toBeInTheDocument())
  })

  it('says so when the database refuses a change', async () => {
    const user = userEvent.setup()
    setup({ failWrites: true })
    await user.click(await screen.findByRole('button', { name: 'Paskelbti: Naujoji bendruomenė' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko pakeisti įrašo. Bandykite dar kartą.'))
  })
})
