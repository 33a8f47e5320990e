import type { User } from '@supabase/supabase-js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setLocaleSource } from '@/lib/i18n/locale'
import { supabase } from '@/lib/supabase/client'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { fakeQuery, type FakeCall, type FakeQuery } from '@/testing/fake-query'
import { schools } from '@/testing/fixtures/schools'
import { renderWithProviders } from '@/testing/render'
import { ContributeActions } from './contribute-actions'
import { contributionErrorMessage } from './mutations'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

function renderActions(user: User | null) {
  const queries: FakeQuery[] = []
  vi.mocked(supabase.from).mockImplementation(() => {
    const query = fakeQuery((calls: FakeCall[]) => (calls.some(([method]) => method === 'insert') ? {} : { data: { id: 'e-1' } }))
    queries.push(query)
    return query as never
  })
  const session = fakeSession(supabase, { user })
  renderWithProviders(
    <SessionTestProvider value={session}>
      <ContributeActions directory="schools" item={schools[0]} name={schools[0].name} />
    </SessionTestProvider>,
  )
  const inserts = () => queries.flatMap((query) => query.calls.filter(([method]) => method === 'insert').map(([, args]) => args[0]))
  return { session, inserts }
}

describe('ContributeActions', () => {
  beforeEach(() => vi.clearAllMocks())

  it('asks a signed-out visitor to sign in', async () => {
    const { session } = renderActions(null)
    await userEvent.click(screen.getByRole('button', { name: 'Pasiūlyti pataisymą' }))
    await userEvent.click(screen.getByRole('button', { name: 'Tai mūsų organizacija' }))
    expect(session.openSignIn).toHaveBeenCalledTimes(2)
  })

  it('sends only the fields the member changed, with the note', async () => {
    const user = userEvent.setup()
    const { inserts } = renderActions({ id: 'u-1' } as User)
    await user.click(screen.getByRole('button', { name: 'Pasiūlyti pataisymą' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pasiūlyti pataisymą' })
    expect(within(dialog).getByRole('link', { name: 'naudojimo sąlygomis (atsidaro naujame skirtuke)' })).toHaveAttribute('href', '/naudojimo-salygos')
    await user.click(within(dialog).getByRole('button', { name: 'Siųsti pataisymą' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pakeiskite bent vieną lauką.')
    // A school's stored entry has no town: the form starts from the page's own values.
    expect(within(dialog).getByLabelText('Pavadinimas')).toHaveValue(schools[0].name)
    expect(within(dialog).getByLabelText('Miestas')).toHaveValue('')
    await user.type(within(dialog).getByLabelText('Miestas'), 'Jorkas')
    await user.type(within(dialog).getByLabelText('Pastaba administratoriams (nebūtina)'), 'Persikėlėme.')
    await user.click(within(dialog).getByRole('button', { name: 'Siųsti pataisymą' }))
    await vi.waitFor(() => expect(inserts()).toEqual([{ entry_id: 'e-1', changes: { town: 'Jorkas' }, note: 'Persikėlėme.' }]))
  })

  it('claims the entry with the member’s role and a way to verify it', async () => {
    const user = userEvent.setup()
    const { inserts } = renderActions({ id: 'u-1' } as User)
    await user.click(screen.getByRole('button', { name: 'Tai mūsų organizacija' }))
    const dialog = await screen.findByRole('dialog', { name: 'Tai mūsų organizacija' })
    expect(within(dialog).getByRole('link', { name: 'naudojimo sąlygomis (atsidaro naujame skirtuke)' })).toHaveAttribute('href', '/naudojimo-salygos')
    await user.type(within(dialog).getByLabelText('Jūsų pareigos organizacijoje'), 'Direktorė')
    await user.type(within(dialog).getByLabelText('Kaip tai patikrinti'), 'Parašykite mokyklos el. paštu.')
    await user.click(within(dialog).getByRole('button', { name: 'Siųsti prašymą' }))
    await vi.waitFor(() => expect(inserts()).toEqual([{ entry_id: 'e-1', role: 'Direktorė', verification: 'Parašykite mokyklos el. paštu.' }]))
  })

  describe('on an English page', () => {
    beforeEach(() => setLocaleSource(() => 'en'))
    afterEach(() => setLocaleSource(() => 'lt'))

    it('asks for a change and for the claimant’s role in English', async () => {
      const user = userEvent.setup()
      renderActions({ id: 'u-1' } as User)
      expect(screen.getByRole('heading', { name: 'Is this information correct?' })).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Suggest a correction' }))
      const correction = await screen.findByRole('dialog', { name: 'Suggest a correction' })
      expect(within(correction).getByLabelText('Town')).toHaveValue('')
      await user.click(within(correction).getByRole('button', { name: 'Send correction' }))
      expect(within(correction).getByRole('alert')).toHaveTextContent('Change at least one field.')
      await user.type(within(correction).getByLabelText('Town'), '<b>York</b>')
      await user.click(within(correction).getByRole('button', { name: 'Send correction' }))
      expect(within(correction).getByRole('alert')).toHaveTextContent('Write plain text: HTML tags are not allowed.')
    })

    it('says in English why the database refused, where the database words it in Lithuanian', () => {
      expect(contributionErrorMessage({ code: 'PT429', message: 'Per daug pataisymų per dieną.' })).toBe(
        "You have reached today's limit for corrections and requests: please try again tomorrow.",
      )
      expect(contributionErrorMessage(new Error('network'))).toBe('This could not be sent. What you entered is still in the form: please try again.')
      setLocaleSource(() => 'lt')
      expect(contributionErrorMessage({ code: 'PT429', message: 'Per daug pataisymų per dieną.' })).toBe('Per daug pataisymų per dieną.')
    })
  })
})
