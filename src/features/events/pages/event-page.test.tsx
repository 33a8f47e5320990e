import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routePatterns } from '@/app/paths'
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
})
