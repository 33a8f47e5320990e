import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery, never, type FakeQuery, type FakeResult } from '@/testing/fake-query'
import { AdminContactsPage } from './contacts-page'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

function renderWith(result: FakeResult | Promise<FakeResult>, route = '/admin/contacts') {
  const queries: FakeQuery[] = []
  vi.mocked(supabase.from).mockImplementation(() => {
    const query = fakeQuery(result)
    queries.push(query)
    return query as never
  })
  return { queries, ...renderWithProviders(<AdminContactsPage />, { route }) }
}

const enquiry = (i: number) => ({
  id: `c-${i}`,
  name: `Siuntėjas ${i}`,
  email: `s${i}@example.org`,
  phone: null,
  message: 'Klausimas',
  status: 'new',
  priority: 'normal',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
})

describe('AdminContactsPage', () => {
  beforeEach(() => vi.clearAllMocks())

  it('says it is loading while the list is on its way', () => {
    renderWith(never())
    expect(screen.getByText('Kraunami kontaktai...')).toBeInTheDocument()
  })

  it('says there are no enquiries', async () => {
    renderWith({ data: [], count: 0 })
    expect(await screen.findByText('Kontaktų nėra')).toBeInTheDocument()
  })

  it('reports a failed load inline and in one toast', async () => {
    renderWith({ error: { message: 'permission denied' } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko įkelti kontaktų')
    expect(notify.error).toHaveBeenCalledTimes(1)
    expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko įkelti kontaktų')
  })

  it('shows 50 enquiries a page with the total, and links to the neighbouring pages', async () => {
    const { queries, location } = renderWith({ data: Array.from({ length: 50 }, (_, i) => enquiry(i + 51)), count: 120 }, '/admin/contacts?puslapis=2')
    expect(await screen.findByText('Iš viso 120 užklausų.')).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Užklausos' })).getAllByRole('listitem')).toHaveLength(50)
    const pager = screen.getByRole('navigation', { name: 'Užklausų puslapiai' })
    expect(pager).toHaveTextContent('Puslapis 2 iš 3')
    expect(queries[0].calls).toContainEqual(['range', [50, 99]])
    expect(queries[0].calls).toContainEqual(['select', ['*', { count: 'exact' }]])
    await userEvent.setup().click(screen.getByRole('link', { name: 'Kitas puslapis' }))
    expect(location.current).toBe('/admin/contacts?puslapis=3')
    expect(screen.getByRole('link', { name: 'Ankstesnis puslapis' })).toHaveAttribute('href', '/admin/contacts?puslapis=2')
  })

  it('offers no pager when one page holds them all, and reads a bad page number as the first', async () => {
    const { queries } = renderWith({ data: [enquiry(1)], count: 1 }, '/admin/contacts?puslapis=abc')
    expect(await screen.findByText('Iš viso 1 užklausa.')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Užklausų puslapiai' })).not.toBeInTheDocument()
    expect(queries[0].calls).toContainEqual(['range', [0, 49]])
  })

  it('past the last page, says so and links back to the first', async () => {
    renderWith({ data: [], count: 3 }, '/admin/contacts?puslapis=9')
    expect(await screen.findByText(/Šiame puslapyje užklausų nėra/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Į pirmą puslapį' })).toHaveAttribute('href', '/admin/contacts')
  })
})
