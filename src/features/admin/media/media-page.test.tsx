import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery, never, type FakeResult } from '@/testing/fake-query'
import { AdminMediaPage } from './media-page'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

function renderWith(result: FakeResult | Promise<FakeResult>) {
  vi.mocked(supabase.from).mockImplementation(() => fakeQuery(result) as never)
  renderWithProviders(<AdminMediaPage />)
}

describe('AdminMediaPage', () => {
  beforeEach(() => vi.clearAllMocks())

  it('says it is loading while the files are on their way', () => {
    renderWith(never())
    expect(screen.getByText('Kraunami failai...')).toBeInTheDocument()
  })

  it('says there are no files', async () => {
    renderWith({ data: [] })
    expect(await screen.findByText('Medijos failų nėra')).toBeInTheDocument()
  })

  it('reports a failed load inline and in one toast', async () => {
    renderWith({ error: { message: 'permission denied' } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko įkelti medijos failų')
    expect(notify.error).toHaveBeenCalledTimes(1)
    expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko įkelti medijos failų')
  })
})
