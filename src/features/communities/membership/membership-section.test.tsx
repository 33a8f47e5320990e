import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { User } from '@supabase/supabase-js'
import { queryClient } from '@/lib/query-client'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { fakeQuery, type FakeCall, type FakeQuery } from '@/testing/fake-query'
import { answerPublicReads } from '@/testing/directory-api'
import { renderWithProviders } from '@/testing/render'
import { MembershipSection } from './membership-section'

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const user = { id: 'u1', email: 'ona@example.org', user_metadata: {} } as unknown as User
const upserted = (queries: FakeQuery[]) => queries.flatMap((q) => q.calls.filter(([method]) => method === 'upsert').map(([, [row]]) => row))

/**
 * The server: no logo or benefits (public reads), the user's row for this community, the
 * community's bank account, and upserts that succeed.
 */
function renderSection(mine: { membership_type: string; status: string } | null) {
  const queries: FakeQuery[] = []
  const answer = (calls: FakeCall[]) => {
    if (calls.some(([method]) => method === 'upsert')) return { data: [{ id: 'm1' }] }
    if (calls.some(([method]) => method === 'maybeSingle')) return { data: mine && { ...mine, rejection_reason: null, payment_reference: 'LTUK-ABCD2345', paid_until: null } }
    return { data: [] }
  }
  const bank = { account_name: 'Lidso lietuvių bendruomenė', sort_code: '123456', account_number: '12345678' }
  answerPublicReads({ community_logos: [], community_benefits: [] })
  // Spied on, not module-mocked: the fetchers import the client dynamically and concurrently.
  vi.spyOn(supabase, 'from').mockImplementation((table: string) => {
    const query = table === 'community_payment_details' ? fakeQuery({ data: bank }) : fakeQuery(answer)
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

/** The plans show at once, not yet choosable, while the signed-in part loads. */
async function choosableButton(name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled())
  return screen.getByRole('button', { name })
}

describe('MembershipSection: choosing the observer plan', () => {
  beforeEach(() => vi.clearAllMocks())
  afterEach(() => {
    queryClient.clear()
    vi.restoreAllMocks()
  })

  it('with no request, makes the user an observer at once', async () => {
    const { queries, user: person } = renderSection(null)
    await person.click(await choosableButton('Tapti stebėtoju'))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Sveikiname!', 'Sėkmingai tapote bendruomenės stebėtoju!'))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(upserted(queries)).toHaveLength(1)
  })

  it('with a pending member request, asks first and changes nothing when the user keeps the request', async () => {
    const { queries, user: person } = renderSection({ membership_type: 'member', status: 'pending' })
    const choose = await choosableButton('Tapti stebėtoju')
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

  it('with a pending member request, shows how to pay the dues: the amount, the account and the reference', async () => {
    renderSection({ membership_type: 'member', status: 'pending' })
    const how = (await screen.findByRole('heading', { name: 'Kaip sumokėti nario mokestį' })).parentElement!
    expect(screen.getByText('Laukiama nario mokesčio')).toBeInTheDocument()
    await waitFor(() => expect(within(how).getByText('12-34-56')).toBeInTheDocument())
    expect(within(how).getByText('25,00 £ per metus')).toBeInTheDocument()
    expect(within(how).getByText('12345678')).toBeInTheDocument()
    expect(within(how).getByText('LTUK-ABCD2345')).toBeInTheDocument()
  })

  it('with a pending member request, becomes an observer once the user confirms', async () => {
    const { queries, user: person } = renderSection({ membership_type: 'member', status: 'pending' })
    await person.click(await choosableButton('Tapti stebėtoju'))
    const dialog = await screen.findByRole('alertdialog')
    await person.click(within(dialog).getByRole('button', { name: 'Atsiimti ir tapti stebėtoju' }))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Sveikiname!', 'Sėkmingai tapote bendruomenės stebėtoju!'))
    expect(upserted(queries)).toEqual([
      expect.objectContaining({ user_id: 'u1', community_id: 'lidso-lietuviu-bendruomene', membership_type: 'observer', status: 'approved' }),
    ])
  })
})

describe('MembershipSection for a signed-out visitor', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the plans with their benefits from the public API, and choosing one asks to sign in, without loading the client', async () => {
    answerPublicReads({
      community_logos: [],
      community_benefits: [{ membership_type: 'member', benefit_name: 'Nuolaidos renginiams', benefit_description: 'Iki 20 % pigiau' }],
    })
    const from = vi.spyOn(supabase, 'from')
    const openSignIn = vi.fn()
    renderWithProviders(
      <SessionTestProvider value={fakeSession(supabase, { openSignIn })}>
        <MembershipSection communityId="lidso-lietuviu-bendruomene" communityName="Lidso lietuvių bendruomenė" />
      </SessionTestProvider>,
    )
    expect(await screen.findByText('Nuolaidos renginiams')).toBeVisible()
    expect(screen.getByText('Iki 20 % pigiau')).toBeVisible()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tapti stebėtoju' }))
    expect(notify.info).toHaveBeenCalledWith('Reikalingas prisijungimas', 'Prisijunkite, kad galėtumėte pasirinkti planą.')
    expect(openSignIn).toHaveBeenCalledTimes(1)
    expect(from).not.toHaveBeenCalled()
  })
})
