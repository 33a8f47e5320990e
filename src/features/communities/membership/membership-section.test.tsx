import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { User } from '@supabase/supabase-js'
import { queryClient } from '@/lib/query-client'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { fakeQuery, type FakeCall, type FakeQuery } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import { MembershipSection } from './membership-section'

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const user = { id: 'u1', email: 'ona@example.org', user_metadata: {} } as unknown as User
const upserted = (queries: FakeQuery[]) => queries.flatMap((q) => q.calls.filter(([method]) => method === 'upsert').map(([, [row]]) => row))

/** The server: no logo or benefits, the user's row for this community, and upserts that succeed. */
function renderSection(mine: { membership_type: string; status: string } | null) {
  const queries: FakeQuery[] = []
  const answer = (calls: FakeCall[]) => {
    if (calls.some(([method]) => method === 'upsert')) return { data: [{ id: 'm1' }] }
    if (calls.some(([method]) => method === 'maybeSingle')) return { data: mine && { ...mine, rejection_reason: null } }
    return { data: [] }
  }
  // Spied on, not module-mocked: the fetchers import the client dynamically and concurrently.
  vi.spyOn(supabase, 'from').mockImplementation((table: string) => {
    const query = fakeQuery((calls) => (table === 'community_logos' ? { data: null } : answer(calls)))
    queries.push(query)
    return query as never
  })
  renderWithProviders(
    <SessionTestProvider value={fakeSession(supabase, { user })}>
      <MembershipSection communityId="lidso-lietuviu-bendruomene" communityName="Lidso lietuvių bendruomenė" />
    </SessionTestProvider>,
  )
  return { queries, user: userEvent.setup() }
}

describe('MembershipSection: choosing the observer plan', () => {
  beforeEach(() => vi.clearAllMocks())
  afterEach(() => {
    queryClient.clear()
    vi.restoreAllMocks()
  })

  it('with no request, makes the user an observer at once', async () => {
    const { queries, user: person } = renderSection(null)
    await person.click(await screen.findByRole('button', { name: 'Tapti stebėtoju' }))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Sveikiname!', 'Sėkmingai tapote bendruomenės stebėtoju!'))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(upserted(queries)).toHaveLength(1)
  })

  it('with a pending member request, asks first and changes nothing when the user keeps the request', async () => {
    const { queries, user: person } = renderSection({ membership_type: 'member', status: 'pending' })
    const choose = await screen.findByRole('button', { name: 'Tapti stebėtoju' })
    await person.click(choose)
    const dialog = await screen.findByRole('alertdialog', { name: 'Atsiimti prašymą tapti nariu?' })
    expect(dialog).toHaveTextContent(
      'Jūsų prašymas tapti bendruomenės „Lidso lietuvių bendruomenė“ nariu dar laukia patvirtinimo. Pasirinkus stebėtojo planą, šis prašymas bus atsiimtas ir tapsite stebėtoju.',
    )
    await person.click(within(dialog).getByRole('button', { name: 'Palikti prašymą' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(choose).toHaveFocus()
    expect(upserted(queries)).toEqual([])
    expect(notify.success).not.toHaveBeenCalled()
  })

  it('with a pending member request, becomes an observer once the user confirms', async () => {
    const { queries, user: person } = renderSection({ membership_type: 'member', status: 'pending' })
    await person.click(await screen.findByRole('button', { name: 'Tapti stebėtoju' }))
    const dialog = await screen.findByRole('alertdialog')
    await person.click(within(dialog).getByRole('button', { name: 'Atsiimti ir tapti stebėtoju' }))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Sveikiname!', 'Sėkmingai tapote bendruomenės stebėtoju!'))
    expect(upserted(queries)).toEqual([
      expect.objectContaining({ user_id: 'u1', community_id: 'lidso-lietuviu-bendruomene', membership_type: 'observer', status: 'approved' }),
    ])
  })
})
