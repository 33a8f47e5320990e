import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { fakeQuery, type FakeQuery } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import { EntryTranslationForm } from './entry-translation-form'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

/** The stored translation (null: none yet); writes answer with one row. */
function server(stored: Record<string, unknown> | null) {
  const queries: FakeQuery[] = []
  vi.mocked(supabase.from).mockImplementation(() => {
    const query = fakeQuery((calls) => (calls.some(([method]) => method === 'maybeSingle') ? { data: stored } : { data: [{ id: 't-1' }] }))
    queries.push(query)
    return query as never
  })
  return queries
}

const written = (queries: FakeQuery[], method: 'insert' | 'update') => queries.flatMap((query) => query.calls.filter(([name]) => name === method).map(([, [row]]) => row))

describe('EntryTranslationForm', () => {
  beforeEach(() => vi.clearAllMocks())

  it('adds a first translation as a draft, asking for its name first', async () => {
    const queries = server(null)
    const user = userEvent.setup()
    renderWithProviders(<EntryTranslationForm entryId="e-1" />)
    await user.click(await screen.findByRole('button', { name: 'Išsaugoti vertimą' }))
    expect(await screen.findByText('Įrašykite pavadinimą angliškai')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Pavadinimas angliškai'), 'Leeds Lithuanian school')
    await user.click(screen.getByRole('button', { name: 'Išsaugoti vertimą' }))
    await waitFor(() => expect(written(queries, 'insert')).toEqual([{ name: 'Leeds Lithuanian school', summary: null, description: null, status: 'draft', entry_id: 'e-1', locale: 'en' }]))
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Vertimas išsaugotas kaip juodraštis.')
  })

  it('marks an outdated translation, and saves the checked one in place', async () => {
    const queries = server({ id: 't-1', name: 'Leeds school', summary: 'Saturday school.', description: null, status: 'published', outdated: true, updated_at: '2026-11-26T10:00:00Z' })
    const user = userEvent.setup()
    renderWithProviders(<EntryTranslationForm entryId="e-1" />)
    expect(await screen.findByText('Originalas pakeistas: patikrinkite vertimą')).toBeInTheDocument()
    expect(screen.getByText('Paskelbtas')).toBeInTheDocument()
    expect(screen.getByLabelText('Pavadinimas angliškai')).toHaveValue('Leeds school')
    expect(screen.getByLabelText('Pavadinimas angliškai')).toHaveAttribute('lang', 'en')
    await user.click(screen.getByRole('button', { name: 'Išsaugoti vertimą' }))
    await waitFor(() => expect(written(queries, 'update')).toEqual([{ name: 'Leeds school', summary: 'Saturday school.', description: null, status: 'published' }]))
    expect(written(queries, 'insert')).toEqual([])
  })
})
