import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { fakeQuery } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import { EmailPreferences } from './email-preferences'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), rpc: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

describe('EmailPreferences', () => {
  beforeEach(() => vi.clearAllMocks())

  it('starts with every kind on, and saves the member’s choice', async () => {
    vi.mocked(supabase.from).mockImplementation(() => fakeQuery({ data: null }) as never)
    vi.mocked(supabase.rpc).mockResolvedValue({ data: null, error: null } as never)
    const user = userEvent.setup()
    renderWithProviders(<EmailPreferences userId="u-1" />)
    const replies = await screen.findByRole('checkbox', { name: 'Atsakymai į mano skelbimus' })
    expect(replies).toBeChecked()
    await user.click(replies)
    await user.click(screen.getByRole('button', { name: 'Išsaugoti laiškų nustatymus' }))
    await waitFor(() => expect(supabase.rpc).toHaveBeenCalledWith('set_email_preferences', { paused: false, decisions: true, classified_replies: false, classified_expiry: true, admin_queue: 'instant' }))
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Laiškų nustatymai išsaugoti.')
  })

  it('pauses every kind at once, and keeps the choice when saving fails', async () => {
    vi.mocked(supabase.from).mockImplementation(() => fakeQuery({ data: { paused: false, decisions: false, classified_replies: true, classified_expiry: true, admin_queue: 'instant' } }) as never)
    vi.mocked(supabase.rpc).mockResolvedValue({ data: null, error: { message: 'offline' } } as never)
    const user = userEvent.setup()
    renderWithProviders(<EmailPreferences userId="u-1" />)
    expect(await screen.findByRole('checkbox', { name: /Sprendimai dėl mano pateiktų/ })).not.toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Pristabdyti visus laiškus' }))
    expect(screen.getByRole('group', { name: 'Siųsti man laiškus apie:' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Išsaugoti laiškų nustatymus' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko išsaugoti laiškų nustatymų. Bandykite dar kartą.'))
    expect(screen.getByRole('checkbox', { name: 'Pristabdyti visus laiškus' })).toBeChecked()
  })
})
