import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery, never, type FakeResult } from '@/testing/fake-query'
import { AdminContactsPage } from './contacts-page'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

function renderWith(result: FakeResult | Promise<FakeResult>) {
  vi.mocked(supabase.from).mockImplementation(() => fakeQuery(result) as never)
  renderWithProviders(<AdminContactsPage />)
}

describe('AdminContactsPage', () => {
  beforeEach(() => vi.clearAllMocks())

  it('says it is loading while the list is on its way', () => {
    renderWith(never())
    expect(screen.getByText('Kraunami kontaktai...')).toBeInTheDocument()
  })

  it('says there are no enquiries', async () => {
    renderWith({ data: [] })
    expect(await screen.findByText('Kontaktų nėra')).toBeInTheDocument()
  })

  it('reports a failed load inline and in one toast', async () => {
    renderWith({ error: { message: 'permission denied' } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko įkelti kontaktų')
    expect(notify.error).toHaveBeenCalledTimes(1)
    expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko įkelti kontaktų')
  })
})
