import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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
})
