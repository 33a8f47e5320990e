import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { events } from '@/testing/fixtures/events'
import { renderWithProviders } from '@/testing/render'
import { UpcomingEvents } from './upcoming-events'

/** The home page as it arrives on `isoTime`: with the fixture events' cards in its data unless `pageData` says otherwise. */
function renderOn(isoTime: string, pageData: Record<string, unknown> = { 'event-summaries': events }) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(isoTime))
  return renderWithProviders(<UpcomingEvents />, { pageData })
}

describe('UpcomingEvents', () => {
  afterEach(() => vi.useRealTimers())

  it('reached by navigation, says it is loading, then puts an approved event from the API among the next four, all day if so', async () => {
    const row = { id: 'e0f1d2c3-0000-4000-8000-000000000001', slug: 'kuciu-muge-a1b2c3', title: 'Kūčių mugė', category: 'Kultūra', start_date: '2026-11-30', start_time: '00:00', end_date: null, end_time: null, all_day: true, town: 'Lidsas', registration_email: null, featured: false }
    const fetch = vi.fn(async () => Response.json([row]))
    vi.stubGlobal('fetch', fetch)
    renderOn('2026-11-22T12:00:00Z', {})
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…')
    expect(await screen.findByRole('heading', { level: 3, name: 'Kūčių mugė' })).toBeInTheDocument()
    expect(screen.getByText(/visą dieną/)).toBeInTheDocument()
    expect(String((fetch.mock.calls as unknown[][])[0]?.[0])).toContain('select=id%2Cslug%2Ctitle%2Ccategory')
  })

  it('shows the next four events, each with registration and details', () => {
    renderOn('2026-11-22T12:00:00Z')
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Kalėdinė lietuvių mugė',
      'Lituanistinių mokyklų mokytojų seminaras',
      'Užgavėnės Edinburge',
      'Vasario 16-osios minėjimas Londone',
    ])
    expect(screen.getByRole('link', { name: /^Registruotis\s?: Kalėdinė lietuvių mugė/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:kaledine-muge@example\.org\?subject=Registracija/))
    expect(screen.getByRole('button', { name: /^Registruotis\s?: Užgavėnės Edinburge$/ })).toBeDisabled()
    expect(screen.getByText('Registracija internetu dar neprieinama.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Daugiau informacijos: Kalėdinė lietuvių mugė' })).toHaveAttribute('href', '/renginiai/kaledine-muge')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('says so when the events cannot be read', async () => {
    renderOn('2026-11-22T12:00:00Z', {})
    expect(await screen.findByText('Nepavyko įkelti renginių.')).toHaveAttribute('role', 'status')
  })

  it('leaves out events already held', () => {
    renderOn('2027-02-10T12:00:00Z')
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Vasario 16-osios minėjimas Londone',
      'JK lietuvių krepšinio taurė',
      'JK lietuvių verslo forumas',
      'Karjeros diena studentams',
    ])
  })

  it('says so when nothing is coming', () => {
    renderOn('2027-05-01T12:00:00Z')
    expect(screen.getByText('Artimiausių renginių kol kas nėra.')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument()
  })
})
