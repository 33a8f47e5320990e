import type { User } from '@supabase/supabase-js'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { fakeQuery, type FakeCall, type FakeQuery, type FakeResult } from '@/testing/fake-query'
import { communities } from '@/testing/fixtures/communities'
import { directoryEntryPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { CommunityAlternatePage } from './community-alternate-page'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))

const stored = {
  id: 'e-1',
  name: 'Londono lietuvių bendruomenė',
  town: 'Londonas',
  summary: 'Saugoma santrauka.',
  description: null,
  leader_name: 'Ona',
  address: null,
  phone: null,
  email: 'info@example.org',
  website: null,
}

/** Reads answer the entry and whether the member manages it; an update answers `updateResult`. */
function renderPage(user: User | null, { manages = false, updateResult = { data: [{ id: 'e-1' }] } as FakeResult } = {}) {
  const queries: FakeQuery[] = []
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    const query = fakeQuery((calls: FakeCall[]) => {
      if (calls.some(([method]) => method === 'update')) return updateResult
      if (table === 'directory_entries') return { data: stored }
      if (table === 'entry_managers') return { data: manages ? { id: 'm-1' } : null }
      return { data: null }
    })
    queries.push(query)
    return query as never
  })
  const result = renderWithProviders(
    <SessionTestProvider value={fakeSession(supabase, { user })}>
      <CommunityAlternatePage />
    </SessionTestProvider>,
    // org-01 names the London community; the page arrives with its published entry.
    { route: '/community/org-01', path: '/community/:id', pageData: directoryEntryPageData('communities', 'londono-lietuviu-bendruomene', communities[0]!) },
  )
  const updates = () => queries.flatMap((query) => query.calls.filter(([method]) => method === 'update').map(([, args]) => args[0]))
  return { ...result, updates }
}

describe('CommunityAlternatePage', () => {
  beforeEach(() => vi.clearAllMocks())

  it('opens the membership dialog from "Tapti nariu" instead of leaving the page, and offers no editing signed out', async () => {
    const { location } = renderPage(null)
    expect(screen.getByRole('heading', { level: 1, name: 'Londono lietuvių bendruomenė' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Redaguoti/ })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Tapti nariu' }))
    expect(await screen.findByRole('dialog', { name: 'Prisijungimas reikalingas' })).toBeInTheDocument()
    expect(location.current).toBe('/community/org-01')
  })

  it('shows a signed-in member the stored entry, without editing when they do not manage it', async () => {
    renderPage({ id: 'u-reader' } as User)
    expect(await screen.findByText('Saugoma santrauka.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Redaguoti/ })).not.toBeInTheDocument()
  })

  it('lets the entry’s manager edit a fact for real, and shows the database’s words when it refuses', async () => {
    const user = userEvent.setup()
    // A user of their own per test: the page's query cache is the app's, shared across renders.
    const { updates } = renderPage({ id: 'u-manager' } as User, { manages: true })
    await user.click(await screen.findByRole('button', { name: 'Redaguoti' }))
    expect(screen.getByRole('status')).toHaveTextContent('pakeitimai išsaugomi iškart')
    await user.click(screen.getByRole('button', { name: 'Redaguoti: Vietovė' }))
    const dialog = screen.getByRole('dialog', { name: 'Redaguoti: Vietovė' })
    await user.clear(within(dialog).getByLabelText('Vietovė'))
    await user.type(within(dialog).getByLabelText('Vietovė'), 'Kroidonas')
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }))
    expect(updates()).toEqual([{ town: 'Kroidonas' }])
  })

  it('keeps what the manager typed when the database refuses it', async () => {
    const user = userEvent.setup()
    const refusal = { code: 'PT422', message: 'Įraše negali būti HTML žymių: rašykite paprastą tekstą.' }
    renderPage({ id: 'u-refused' } as User, { manages: true, updateResult: { error: refusal } })
    await user.click(await screen.findByRole('button', { name: 'Redaguoti' }))
    await user.click(screen.getByRole('button', { name: 'Redaguoti: Vadovas' }))
    const dialog = screen.getByRole('dialog', { name: 'Redaguoti: Vadovas' })
    await user.type(within(dialog).getByLabelText('Vadovas'), ' <b>')
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Įraše negali būti HTML žymių')
    expect(within(dialog).getByLabelText('Vadovas')).toHaveValue('Ona <b>')
  })
})
