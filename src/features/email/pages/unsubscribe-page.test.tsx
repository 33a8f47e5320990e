import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setLocaleSource } from '@/lib/i18n/locale'
import { Router } from '@/lib/routing'
import { renderWithProviders } from '@/testing/render'
import { UnsubscribePage } from './unsubscribe-page'

const tokenFor = (kind: string) => `${btoa(JSON.stringify({ a: 'u-1', k: kind })).replace(/=+$/, '')}.parasas`

afterEach(() => vi.unstubAllGlobals())

describe('UnsubscribePage', () => {
  it('says what will stop and stops it once confirmed, through the unsubscribe function', async () => {
    const fetched = vi.fn(async () => new Response(JSON.stringify({ code: 'unsubscribed' }), { status: 200 }))
    vi.stubGlobal('fetch', fetched)
    const user = userEvent.setup()
    renderWithProviders(<UnsubscribePage />, { route: `/laiskai/atsisakyti?t=${tokenFor('classified_replies')}` })
    expect(screen.getByText('Nebesiųsime jums laiškų apie atsakymus į jūsų skelbimus. Kitų laiškų tai nepakeis.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Atsisakyti šių laiškų' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Atsisakėte: laiškų apie atsakymus į jūsų skelbimus nebesiųsime.')
    expect(fetched).toHaveBeenCalledWith(expect.stringMatching(/\/functions\/v1\/unsubscribe\?t=/), expect.objectContaining({ method: 'POST', body: 'List-Unsubscribe=One-Click' }))
  })

  it('shows the refusal and keeps the button when the link is refused', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Nuoroda netinkama arba sugadinta: atsisakyti laiškų galite paskyros nustatymuose.' }), { status: 400 })))
    const user = userEvent.setup()
    renderWithProviders(<UnsubscribePage />, { route: `/laiskai/atsisakyti?t=${tokenFor('decision')}` })
    await user.click(screen.getByRole('button', { name: 'Atsisakyti šių laiškų' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Nuoroda netinkama arba sugadinta')
    expect(screen.getByRole('button', { name: 'Atsisakyti šių laiškų' })).toBeEnabled()
  })

  it('says a damaged link is not one, and where to choose instead', () => {
    renderWithProviders(<UnsubscribePage />, { route: '/laiskai/atsisakyti?t=sugadinta' })
    expect(screen.getByRole('alert')).toHaveTextContent('Nuoroda netinkama arba sugadinta')
    expect(screen.getByRole('link', { name: 'savo paskyroje' })).toHaveAttribute('href', '/paskyra')
  })

  describe('on the English page', () => {
    // The app gives an English page's router the base /en (src/app/app.tsx).
    const english = (token: string) => renderWithProviders(<Router base="/en"><UnsubscribePage /></Router>, { route: `/en/laiskai/atsisakyti?t=${token}` })

    afterEach(() => setLocaleSource(() => 'lt'))

    it('says what will stop in English, stops it, and links the English account page', async () => {
      setLocaleSource(() => 'en')
      vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'unsubscribed' }), { status: 200 })))
      const user = userEvent.setup()
      english(tokenFor('classified_replies'))
      expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from e-mails' })).toBeInTheDocument()
      expect(screen.getByText('We will no longer send you e-mails about replies to your classified ads. Your other e-mails will not change.')).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Unsubscribe from these e-mails' }))
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Unsubscribed: we will no longer send you e-mails about replies to your classified ads. If you change your mind, you can turn them back on in your account.',
      )
      expect(screen.getByRole('link', { name: 'in your account' })).toHaveAttribute('href', '/en/paskyra')
    })

    it('says a refusal in English, whatever language the function answers in', async () => {
      setLocaleSource(() => 'en')
      vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'invalid_token', message: 'Nuoroda netinkama arba sugadinta.' }), { status: 400 })))
      const user = userEvent.setup()
      english(tokenFor('weekly_digest'))
      expect(screen.getByText(/e-mails about news from your communities once a week/)).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Unsubscribe from these e-mails' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or damaged: you can unsubscribe in your account settings.')
    })

    it('says a damaged link is not one', () => {
      setLocaleSource(() => 'en')
      english('damaged')
      expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or damaged. You can choose which e-mails you receive in your account.')
      expect(screen.getByRole('link', { name: 'in your account' })).toHaveAttribute('href', '/en/paskyra')
    })
  })
})
