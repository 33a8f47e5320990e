import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { fakeQuery, type FakeCall, type FakeResult } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import type { ModerationDecision } from './moderation-decision-queries'
import { ModerationDecisions } from './moderation-decisions'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), rpc: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const userId = 'u-1'
const removal: ModerationDecision = {
  id: 'act-1',
  target_kind: 'event',
  action: 'remove',
  reason: 'Renginys yra apgaulė',
  title: 'Kalėdų mugė',
  suspended_until: null,
  created_at: '2027-03-01T10:00:00Z',
  appeal_text: null,
  appealed_at: null,
  appeal_status: null,
  appeal_decided_at: null,
  appeal_reason: null,
}

/** Each read of the decisions answers the next list (the last one again); calls of database functions answer `rpc`. */
function renderSection(lists: ModerationDecision[][], rpc: FakeResult = { data: null }) {
  const reads: FakeCall[][] = []
  vi.mocked(supabase.from).mockImplementation(() => {
    const query = fakeQuery({ data: lists[Math.min(reads.length, lists.length - 1)] })
    reads.push(query.calls)
    return query as never
  })
  vi.mocked(supabase.rpc).mockImplementation(() => fakeQuery(rpc) as never)
  renderWithProviders(<ModerationDecisions userId={userId} />, { route: '/paskyra' })
  return reads
}

describe('a member’s moderation decisions in /paskyra', () => {
  beforeEach(() => vi.clearAllMocks())

  it('is not shown to a member nothing was decided about', async () => {
    const reads = renderSection([[]])
    await waitFor(() => expect(reads).toHaveLength(1))
    expect(reads[0]).toContainEqual(['eq', ['author_id', userId]])
    expect(screen.queryByRole('heading', { name: 'Moderavimo sprendimai' })).not.toBeInTheDocument()
  })

  it('says what was done and why, and takes one appeal, then shows it waiting for another administrator', async () => {
    renderSection([[removal], [{ ...removal, appeal_text: 'Renginys tikras, turime salę.', appealed_at: '2027-03-02T09:00:00Z', appeal_status: 'pending' }]])
    const decision = await screen.findByRole('article', { name: 'Renginys „Kalėdų mugė“ pašalintas iš portalo' })
    expect(decision).toHaveTextContent('Gavę pranešimą, administratoriai pašalino: renginys „Kalėdų mugė“.')
    expect(decision).toHaveTextContent('Priežastis: Renginys yra apgaulė.')
    const form = within(decision).getByRole('form', { name: 'Apskųsti sprendimą: Renginys „Kalėdų mugė“ pašalintas iš portalo' })
    const box = within(form).getByLabelText('Kodėl nesutinkate su sprendimu?')
    await userEvent.type(box, 'Netiesa')
    await userEvent.click(within(form).getByRole('button', { name: 'Apskųsti sprendimą' }))
    expect(box).toHaveAccessibleDescription(/Parašykite bent 10 simbolių/)
    expect(box).toHaveFocus()
    expect(supabase.rpc).not.toHaveBeenCalled()

    await userEvent.clear(box)
    await userEvent.type(box, 'Renginys tikras, turime salę.')
    await userEvent.click(within(form).getByRole('button', { name: 'Apskųsti sprendimą' }))
    expect(supabase.rpc).toHaveBeenCalledWith('appeal_moderation', { action_id: 'act-1', appeal: 'Renginys tikras, turime salę.' })
    expect(await within(decision).findByText(/^Skundas pateiktas .+: laukia kito administratoriaus sprendimo\.$/)).toBeInTheDocument()
    expect(decision).toHaveTextContent('Jūsų skundas: Renginys tikras, turime salę.')
    expect(within(decision).queryByRole('form')).not.toBeInTheDocument()
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Skundas išsiųstas: jį išnagrinės kitas administratorius.')
  })

  it('keeps the appeal typed when the database refuses it, saying why', async () => {
    const refusal = { code: 'PT422', message: 'Šį sprendimą jau apskundėte: kiekvieną sprendimą galima apskųsti vieną kartą.' }
    renderSection([[removal]], { error: refusal })
    const form = await screen.findByRole('form')
    await userEvent.type(within(form).getByLabelText('Kodėl nesutinkate su sprendimu?'), 'Prašau peržiūrėti dar kartą.')
    await userEvent.click(within(form).getByRole('button', { name: 'Apskųsti sprendimą' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal.message)
    expect(within(form).getByLabelText('Kodėl nesutinkate su sprendimu?')).toHaveValue('Prašau peržiūrėti dar kartą.')
  })

  it('shows a decided appeal with the administrator’s answer, a suspension with its end, and nothing to appeal in a restore', async () => {
    renderSection([
      [
        { ...removal, id: 'act-3', action: 'restore', reason: 'Peržiūrėta dar kartą', created_at: '2027-03-05T10:00:00Z' },
        {
          ...removal,
          id: 'act-2',
          target_kind: 'member',
          action: 'suspend',
          title: 'Rasa P.',
          reason: 'Pakartotiniai pažeidimai',
          suspended_until: '2027-03-09T10:00:00Z',
          appeal_text: 'Prašau atšaukti.',
          appealed_at: '2027-03-02T09:00:00Z',
          appeal_status: 'reversed',
          appeal_decided_at: '2027-03-03T09:00:00Z',
          appeal_reason: 'Pažeidimai neįrodyti',
        },
      ],
    ])
    const restored = await screen.findByRole('article', { name: 'Renginys „Kalėdų mugė“ vėl matomas portale' })
    expect(within(restored).queryByRole('form')).not.toBeInTheDocument()
    const suspension = screen.getByRole('article', { name: 'Jūsų paskyra sustabdyta iki 2027 m. kovo 9 d. 10:00' })
    expect(suspension).toHaveTextContent(/Skundas patenkintas .+: sprendimas atšauktas\./)
    expect(suspension).toHaveTextContent('Administratoriaus atsakymas: Pažeidimai neįrodyti')
    expect(within(suspension).queryByRole('form')).not.toBeInTheDocument()
  })
})
