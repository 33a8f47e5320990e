import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Organization } from '@/lib/supabase/types'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery, type FakeCall } from '@/testing/fake-query'
import { AdminOrganizationsPage } from './organizations-page'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const organization: Organization = {
  id: 'org-1',
  name: 'Lidso lietuvių bendruomenė',
  category: 'bendruomenes',
  subcategory: null,
  location: 'Lidsas',
  leader_title: null,
  leader_name: null,
  email: null,
  phone: null,
  website: null,
  address: null,
  facebook: null,
  instagram: null,
  description: null,
  created_at: '2026-11-01T10:00:00+00:00',
  updated_at: '2026-11-01T10:00:00+00:00',
}

const isWrite = (calls: FakeCall[]) => calls.some(([method]) => ['insert', 'update', 'delete'].includes(method))

/** Reads list the one organisation; every write fails as the database would refuse it. */
function setup() {
  vi.mocked(supabase.from).mockImplementation(
    () => fakeQuery((calls) => (isWrite(calls) ? { error: { message: 'permission denied' } } : { data: [organization] })) as never,
  )
  renderWithProviders(<AdminOrganizationsPage />)
  return userEvent.setup()
}

describe('AdminOrganizationsPage', () => {
  beforeEach(() => vi.clearAllMocks())

  it('reports a failed list inline and in one toast', async () => {
    vi.mocked(supabase.from).mockImplementation(() => fakeQuery({ error: { message: 'timeout' } }) as never)
    renderWithProviders(<AdminOrganizationsPage />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko gauti organizacijų sąrašo')
    expect(notify.error).toHaveBeenCalledTimes(1)
    expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko gauti organizacijų sąrašo')
  })

  it('says so when a new organisation cannot be saved, and keeps the dialog open', async () => {
    const user = setup()
    await screen.findByRole('heading', { name: 'Lidso lietuvių bendruomenė' })
    await user.click(screen.getByRole('button', { name: 'Pridėti organizaciją' }))
    const dialog = screen.getByRole('dialog', { name: 'Nauja organizacija' })
    await user.type(within(dialog).getByLabelText('Pavadinimas *'), 'Jorko lietuvių klubas')
    await user.selectOptions(within(dialog).getByLabelText('Kategorija *'), 'bendruomenes')
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko išsaugoti organizacijos'))
    expect(screen.getByRole('dialog', { name: 'Nauja organizacija' })).toBeInTheDocument()
    expect(notify.success).not.toHaveBeenCalled()
  })

  it('says so when an organisation cannot be deleted', async () => {
    const user = setup()
    await user.click(await screen.findByRole('button', { name: 'Ištrinti: Lidso lietuvių bendruomenė' }))
    const confirm = screen.getByRole('alertdialog')
    expect(confirm).toHaveTextContent('Ar tikrai norite ištrinti šią organizaciją?')
    await user.click(within(confirm).getByRole('button', { name: 'Ištrinti' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko ištrinti organizacijos'))
    expect(screen.getByRole('heading', { name: 'Lidso lietuvių bendruomenė' })).toBeInTheDocument()
  })
})
