import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notificationSettings } from '@/features/email/email-kinds'
import { setLocaleSource } from '@/lib/i18n/locale'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { fakeQuery } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import { digestConsent } from './digest-consent'
import { NotificationPreferences } from './notification-preferences'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), rpc: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

/** The preferences row (null: never chosen), the profile (its newsletter consent) and no admin row. */
function stored(preferences: Record<string, unknown> | null, newsletter = false) {
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    if (table === 'notification_preferences') return fakeQuery({ data: preferences }) as never
    if (table === 'profiles') return fakeQuery({ data: { id: 'u-1', newsletter_consent: newsletter } }) as never
    return fakeQuery({ data: null }) as never
  })
}

describe('NotificationPreferences', () => {
  beforeEach(() => vi.clearAllMocks())

  it('starts with every kind on both channels and no digest, and saves the member’s choice', async () => {
    stored(null)
    vi.mocked(supabase.rpc).mockResolvedValue({ data: null, error: null } as never)
    const user = userEvent.setup()
    renderWithProviders(<NotificationPreferences userId="u-1" />)
    const replies = await screen.findByRole('checkbox', { name: 'Atsakymai į mano skelbimus: el. paštu' })
    expect(replies).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Atsakymai į mano skelbimus: portale' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: /Narystė, nario mokestis ir paskyra: el\. paštu/ })).toBeDisabled()
    const digest = screen.getByRole('checkbox', { name: digestConsent.wording })
    expect(digest).not.toBeChecked()
    await user.click(replies)
    await user.click(screen.getByRole('checkbox', { name: 'Mano skelbimų galiojimo pabaiga: portale' }))
    await user.click(digest)
    await user.click(screen.getByRole('button', { name: 'Išsaugoti pranešimų nustatymus' }))
    await waitFor(() =>
      expect(supabase.rpc).toHaveBeenCalledWith('set_notification_preferences', {
        paused: false,
        decisions: true,
        classified_replies: false,
        classified_expiry: true,
        portal_decisions: true,
        portal_classified_replies: true,
        portal_classified_expiry: false,
        weekly_digest: true,
        admin_queue: 'instant',
      }),
    )
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Pranešimų nustatymai išsaugoti.')
  })

  it('pauses the non-essential e-mail at once, and keeps the choice when saving fails', async () => {
    stored({ paused: false, decisions: false, classified_replies: true, classified_expiry: true, portal_decisions: true, portal_classified_replies: true, portal_classified_expiry: true, admin_queue: 'instant' }, true)
    vi.mocked(supabase.rpc).mockResolvedValue({ data: null, error: { message: 'offline' } } as never)
    const user = userEvent.setup()
    renderWithProviders(<NotificationPreferences userId="u-1" />)
    expect(await screen.findByRole('checkbox', { name: /Sprendimai dėl mano pateiktų.*: el\. paštu/ })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: digestConsent.wording })).toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Pristabdyti visus nebūtinus laiškus' }))
    expect(screen.getByRole('checkbox', { name: 'Atsakymai į mano skelbimus: el. paštu' })).toBeDisabled()
    expect(screen.getByRole('checkbox', { name: 'Atsakymai į mano skelbimus: portale' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Išsaugoti pranešimų nustatymus' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko išsaugoti pranešimų nustatymų. Bandykite dar kartą.'))
    expect(screen.getByRole('checkbox', { name: 'Pristabdyti visus nebūtinus laiškus' })).toBeChecked()
  })

  it('names each kind as the e-mail settings do, and offers the digest in the very words the database records', async () => {
    stored(null)
    renderWithProviders(<NotificationPreferences userId="u-1" />)
    for (const { label } of notificationSettings) expect(await screen.findByRole('checkbox', { name: `${label}: portale` })).toBeChecked()
    expect(digestConsent.label()).toBe(digestConsent.wording)
  })

  it('speaks English on English pages', async () => {
    setLocaleSource(() => 'en')
    try {
      stored(null)
      vi.mocked(supabase.rpc).mockResolvedValue({ data: null, error: null } as never)
      const user = userEvent.setup()
      renderWithProviders(<NotificationPreferences userId="u-1" />)
      expect(await screen.findByRole('checkbox', { name: 'Replies to my classifieds: by e-mail' })).toBeChecked()
      expect(screen.getByRole('heading', { name: 'Notices and e-mails' })).toBeInTheDocument()
      expect(screen.getByRole('checkbox', { name: 'Membership, membership fee and account: in the portal, always' })).toBeDisabled()
      expect(screen.getByRole('checkbox', { name: /^I want to receive an e-mail once a week/ })).not.toBeChecked()
      await user.click(screen.getByRole('button', { name: 'Save notification settings' }))
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Done!', 'Notification settings saved.'))
    } finally {
      setLocaleSource(() => 'lt')
    }
  })
})
