import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routePatterns } from '@/app/paths'
import { setLocaleSource } from '@/lib/i18n/locale'
import { events } from '@/testing/fixtures/events'
import { renderWithProviders } from '@/testing/render'
import { EventPage } from './event-page'

const fair = events.find((event) => event.id === 'kaledine-muge')!

function open(slug: string, pageData: Record<string, unknown>, now = '2026-11-26T12:00:00Z') {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(now))
  return renderWithProviders(<EventPage />, { route: `/renginiai/${slug}`, path: routePatterns.eventDetail, pageData })
}

afterEach(() => vi.useRealTimers())

describe('EventPage', () => {
  it('shows the event it arrived with, with registration, the calendar button and its JSON-LD, reading nothing', () => {
    open('kaledine-muge', { 'event:kaledine-muge': fair, 'render-day': '2026-11-26' })
    expect(screen.getByRole('heading', { level: 1, name: 'Kalėdinė lietuvių mugė' })).toBeInTheDocument()
    expect(screen.getByText(/Lietuviški skanėstai, rankdarbiai/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^Registruotis/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:kaledine-muge@example\.org/))
    expect(screen.getByRole('button', { name: 'Pridėti į kalendorių' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Visi renginiai' })).toHaveAttribute('href', '/renginiai')
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')
    expect(jsonLd).toMatchObject({ '@type': 'Event', name: 'Kalėdinė lietuvių mugė', url: expect.stringMatching(/\/renginiai\/kaledine-muge$/) })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('says an event already held is over and offers no registration', () => {
    open('kaledine-muge', { 'event:kaledine-muge': fair, 'render-day': '2027-01-05' }, '2027-01-05T12:00:00Z')
    expect(screen.getByText('Šis renginys jau įvyko.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Registruotis/ })).not.toBeInTheDocument()
  })

  it('says "Renginys nerastas" when no approved event has the address', () => {
    open('nera-tokio', { 'event:nera-tokio': null, 'render-day': '2026-11-26' })
    expect(screen.getByRole('heading', { level: 1, name: 'Renginys nerastas' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Grįžti į renginių sąrašą' })).toHaveAttribute('href', '/renginiai')
  })

  it('reads the event when the page is reached by navigation, showing that it is loading', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})))
    open('kaledine-muge', {})
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…')
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([request]) => String(request).includes('event_listings'))).toBe(true))
    const url = new URL(String(vi.mocked(fetch).mock.calls.find(([request]) => String(request).includes('event_listings'))![0]))
    expect(url.searchParams.get('slug')).toBe('eq.kaledine-muge')
  })

  describe('on an English page', () => {
    afterEach(() => setLocaleSource(() => 'lt'))

    it('shows an untranslated event in Lithuanian, marked and noted, and names no English version', () => {
      setLocaleSource(() => 'en')
      open('kaledine-muge', { 'event:kaledine-muge': { ...fair, hasEnglish: false }, 'render-day': '2026-11-26' })
      expect(screen.getByRole('heading', { level: 1, name: 'Kalėdinė lietuvių mugė' })).toHaveAttribute('lang', 'lt')
      expect(screen.getByText('Not yet translated — shown in Lithuanian')).toBeInTheDocument()
      expect(screen.getByText(/Lietuviški skanėstai, rankdarbiai/)).toHaveAttribute('lang', 'lt')
      expect(document.querySelector('link[hreflang]')).toBeNull()
    })

    it('shows a translated event in English, with its alternates', () => {
      setLocaleSource(() => 'en')
      const english = { ...fair, title: 'Lithuanian Christmas fair', description: 'Lithuanian treats, crafts and carols.', contentLocale: 'en' as const, hasEnglish: true }
      open('kaledine-muge', { 'event:kaledine-muge': english, 'render-day': '2026-11-26' })
      expect(screen.getByRole('heading', { level: 1, name: 'Lithuanian Christmas fair' })).not.toHaveAttribute('lang')
      expect(screen.queryByText('Not yet translated — shown in Lithuanian')).not.toBeInTheDocument()
      expect(document.querySelector('link[hreflang="lt"]')).toHaveAttribute('href', expect.stringMatching(/\/renginiai\/kaledine-muge$/))
    })
  })
})
