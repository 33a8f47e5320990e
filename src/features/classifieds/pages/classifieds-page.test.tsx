import type { User } from '@supabase/supabase-js'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ads } from '@/testing/fixtures/ads'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { renderWithProviders } from '@/testing/render'
import type { ClassifiedRow } from '../live/classified-row'
import { ClassifiedsPage } from './classifieds-page'

/** The page as it arrives, with the six sample classifieds in its data unless `pageData` says otherwise. */
function renderPage(user: User | null = null, pageData: Record<string, unknown> = { classifieds: ads }) {
  const session = fakeSession(null, { user })
  renderWithProviders(
    <SessionTestProvider value={session}>
      <ClassifiedsPage />
    </SessionTestProvider>,
    { route: '/skelbimai', pageData },
  )
  return session
}

const stored: ClassifiedRow = {
  id: '5d1c7a0e-0000-4000-8000-000000000001',
  title: 'Parduodamas dviratis',
  body: 'Miesto dviratis, mažai naudotas.',
  category: 'Parduoda',
  price: '120.00',
  town: 'Lidsas',
  contact: 'email',
  contact_email: 'rasa@example.org',
  author_name: 'Rasa P.',
  published_on: '2026-11-24',
}

describe('ClassifiedsPage', () => {
  it('filters by category chip and search together', async () => {
    renderPage()
    expect(screen.getByRole('status')).toHaveTextContent('Skelbimų: 6')
    expect(fetch).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Būstas' }))
    expect(screen.getByRole('button', { name: 'Būstas' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Skelbimų: 1')
    await userEvent.type(screen.getByLabelText('Paieška skelbimuose'), 'vairuotojas')
    expect(screen.getByRole('heading', { name: 'Skelbimų nerasta' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Išvalyti filtrus' }))
    expect(screen.getByRole('status')).toHaveTextContent('Skelbimų: 6')
  })

  it('reached by navigation, says it is loading, then shows the public classifieds the API answers, with the poster’s e-mail when they chose it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json([stored])))
    renderPage(null, {})
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…')
    const title = await screen.findByRole('heading', { name: 'Parduodamas dviratis' })
    expect(screen.getByRole('status')).toHaveTextContent('Skelbimų: 1')
    const card = title.closest('li')!
    expect(card).toHaveTextContent('Skelbėjas: Rasa P.')
    expect(within(card).getByRole('link', { name: /^Rašyti el. laišką/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:rasa@example\.org\?subject=/))
  })

  it('says so when the classifieds cannot be read', async () => {
    renderPage(null, {})
    expect(await screen.findByText('Nepavyko įkelti skelbimų. Patikrinkite ryšį ir atnaujinkite puslapį.')).toHaveAttribute('role', 'status')
    expect(screen.queryByRole('heading', { name: 'Skelbimų nerasta' })).not.toBeInTheDocument()
  })

  it('asks a signed-out reader to sign in before replying, and to give an e-mail address to report', async () => {
    const session = renderPage()
    await userEvent.click(screen.getByRole('button', { name: /^Atsakyti\s?: Nuomojamas kambarys Mančesteryje/ }))
    expect(session.openSignIn).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Pranešti: Nuomojamas kambarys Mančesteryje' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pranešti administratoriams' })
    expect(within(dialog).getByLabelText('Jūsų el. pašto adresas')).toBeRequired()
    expect(session.openSignIn).toHaveBeenCalledTimes(1)
  })

  it('offers posting a classified', () => {
    renderPage()
    expect(screen.getByRole('link', { name: 'Įdėti skelbimą' })).toHaveAttribute('href', '/skelbimai/naujas')
  })
})
