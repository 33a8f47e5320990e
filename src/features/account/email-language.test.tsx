import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setLocaleSource } from '@/lib/i18n/locale'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { fakeQuery, type FakeQuery } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import { NotificationPreferences } from './notification-preferences'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), rpc: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

/** The profile with its language; `update` answers the save. Returns the updates made. */
function stored(locale: string, update: { error?: { message: string } | null } = {}) {
  const updates: FakeQuery[] = []
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    if (table === 'profiles') {
      const query = fakeQuery((calls) => (calls[0]?.[0] === 'update' ? { data: [{ id: 'u-1' }], error: update.error ?? null } : { data: { id: 'u-1', newsletter_consent: false, locale } }))
      updates.push(query)
      return query as never
    }
    return fakeQuery({ data: null }) as never
  })
  return () => updates.map((query) => query.calls).filter((calls) => calls[0]?.[0] === 'update')
}

describe('the language of e-mails in the account page', () => {
  beforeEach(() => vi.clearAllMocks())

  it('shows the stored language and saves a new one to the member’s own profile, with a toast', async () => {
    const updates = stored('lt')
    const user = userEvent.setup()
    renderWithProviders(<NotificationPreferences userId="u-1" />)
    const select = await screen.findByRole('combobox', { name: 'Laiškų kalba' })
    expect(select).toHaveValue('lt')
    expect(screen.getByRole('option', { name: 'Lietuvių' })).toHaveAttribute('lang', 'lt')
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en')
    await user.selectOptions(select, 'en')
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Laiškų kalba išsaugota.'))
    expect(updates()).toEqual([
      [
        ['update', [{ locale: 'en' }]],
        ['eq', ['id', 'u-1']],
        ['select', ['id']],
      ],
    ])
    expect(select).toHaveValue('en')
  })

  it('puts the stored language back when saving fails', async () => {
    stored('en', { error: { message: 'offline' } })
    const user = userEvent.setup()
    renderWithProviders(<NotificationPreferences userId="u-1" />)
    const select = await screen.findByRole('combobox', { name: 'Laiškų kalba' })
    expect(select).toHaveValue('en')
    await user.selectOptions(select, 'lt')
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko išsaugoti laiškų kalbos. Bandykite dar kartą.'))
    expect(select).toHaveValue('en')
  })

  it('is named in English on English pages', async () => {
    setLocaleSource(() => 'en')
    try {
      stored('lt')
      renderWithProviders(<NotificationPreferences userId="u-1" />)
      expect(await screen.findByRole('combobox', { name: 'Language of e-mails' })).toHaveValue('lt')
      expect(screen.getByText('We will write the e-mails we send you in this language.')).toBeInTheDocument()
    } finally {
      setLocaleSource(() => 'lt')
    }
  })
})
