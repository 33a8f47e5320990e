import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { articleSummaries } from '@/testing/fixtures/articles'
import { events } from '@/testing/fixtures/events'
import { renderWithProviders } from '@/testing/render'
import { setLocaleSource } from '@/lib/i18n/locale'
import { TravelPage } from './travel-page'

const trip = { ...events[0]!, id: 'isvyka-i-braitona', title: 'Išvyka prie jūros į Braitoną', category: 'Kelionės' as const, date: '2027-05-29' }
const pastTrip = { ...trip, id: 'praejusi-isvyka', title: 'Praėjusi išvyka', date: '2026-06-01' }

function open(pageData: Record<string, unknown>) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'))
  return renderWithProviders(<TravelPage />, { route: '/keliones', pageData })
}

describe('TravelPage', () => {
  afterEach(() => {
    vi.useRealTimers()
    setLocaleSource(() => 'lt')
  })

  it('lists the coming trips and the travel articles only, each a link to its page', async () => {
    open({ articles: articleSummaries, events: [...events, trip, pastTrip] })
    vi.useRealTimers()
    const trips = screen.getByRole('region', { name: 'Artimiausios bendros kelionės' })
    expect(await within(trips).findByRole('heading', { level: 3, name: 'Išvyka prie jūros į Braitoną' })).toBeInTheDocument()
    expect(within(trips).getAllByRole('heading', { level: 3 })).toHaveLength(1)
    const writing = screen.getByRole('region', { name: 'Straipsniai apie keliones' })
    expect(within(writing).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Kelionė į Edinburgą traukiniu'])
    expect(within(writing).getByRole('link', { name: 'Kelionė į Edinburgą traukiniu' })).toHaveAttribute('href', '/naujienos/kelione-i-edinburga')
    expect(screen.queryByText(/nuo £/)).not.toBeInTheDocument()
  })

  it('says so when there are none yet, and where to propose a trip', async () => {
    open({ articles: [], events })
    vi.useRealTimers()
    expect(await screen.findByText(/Artimiausių bendrų kelionių kol kas nėra/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Pasiūlykite renginį' })).toHaveAttribute('href', '/renginiai/pasiulyti')
    expect(screen.getByText(/Straipsnių apie keliones dar nėra/)).toBeInTheDocument()
  })

  it('speaks English on English pages, with the same links', async () => {
    setLocaleSource(() => 'en')
    open({ articles: [], events })
    vi.useRealTimers()
    expect(screen.getByRole('heading', { level: 1, name: 'Travel' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming group trips' })).toBeInTheDocument()
    expect(await screen.findByText(/There are no upcoming group trips yet/)).toHaveTextContent('There are no upcoming group trips yet. Organising one? Propose an event in the Travel category.')
    expect(screen.getByRole('link', { name: 'Propose an event' })).toHaveAttribute('href', '/renginiai/pasiulyti')
    expect(screen.getByText(/There are no articles about travel yet/)).toHaveTextContent('There are no articles about travel yet. Other news is on the news page.')
    expect(screen.getByRole('link', { name: 'the news page' })).toHaveAttribute('href', '/naujienos')
  })
})
