import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { fakeQuery, type FakeQuery } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import { TranslationEditor } from './translation-editor'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

/** No stored translation yet; writes answer with one row. */
function server() {
  const queries: FakeQuery[] = []
  vi.mocked(supabase.from).mockImplementation(() => {
    const query = fakeQuery((calls) => (calls.some(([method]) => method === 'maybeSingle') ? { data: null } : { data: [{ id: 't-1' }] }))
    queries.push(query)
    return query as never
  })
  return queries
}

const inserted = (queries: FakeQuery[]) => queries.flatMap((query) => query.calls.filter(([name]) => name === 'insert').map(([, [row]]) => row))

describe('TranslationEditor', () => {
  beforeEach(() => vi.clearAllMocks())

  it("holds an event's translation to the table's limits, then publishes it", async () => {
    const queries = server()
    const user = userEvent.setup()
    renderWithProviders(<TranslationEditor kind="event" itemId="ev-1" />)
    await user.type(await screen.findByLabelText('Pavadinimas angliškai'), 'Christmas Eve supper')
    await user.type(screen.getByLabelText('Aprašymas angliškai'), 'Short')
    await user.click(screen.getByLabelText('Paskelbti vertimą (kitaip jis lieka juodraštis)'))
    await user.click(screen.getByRole('button', { name: 'Išsaugoti vertimą' }))
    expect(await screen.findByText('Aprašymas – bent 10 simbolių')).toBeInTheDocument()
    expect(screen.getByLabelText('Pavadinimas angliškai')).toHaveValue('Christmas Eve supper')
    await user.type(screen.getByLabelText('Aprašymas angliškai'), ' carols and the twelve dishes.')
    await user.click(screen.getByRole('button', { name: 'Išsaugoti vertimą' }))
    await waitFor(() =>
      expect(inserted(queries)).toEqual([
        { title: 'Christmas Eve supper', description: 'Short carols and the twelve dishes.', status: 'published', event_id: 'ev-1', locale: 'en' },
      ]),
    )
    expect(vi.mocked(supabase.from).mock.calls.map(([table]) => table)).toContain('event_translations')
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Vertimas išsaugotas ir paskelbtas.')
  })

  it("stores a fact's words under its key, as a draft unless published", async () => {
    const queries = server()
    const user = userEvent.setup()
    renderWithProviders(<TranslationEditor kind="fact" itemId="emergency" />)
    await user.type(await screen.findByLabelText('Pavadinimas angliškai'), 'Police, ambulance, fire service')
    await user.type(screen.getByLabelText('Reikšmė angliškai (pvz. £12.71 an hour)'), '999')
    await user.click(screen.getByRole('button', { name: 'Išsaugoti vertimą' }))
    await waitFor(() => expect(inserted(queries)).toEqual([{ label: 'Police, ambulance, fire service', value: '999', status: 'draft', fact_key: 'emergency', locale: 'en' }]))
  })
})
