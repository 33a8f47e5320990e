import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { memoryLocation } from 'wouter/memory-location'
import { Router } from '@/lib/routing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import type { Event } from '@/features/events/event'
import { notify } from '@/lib/toast'
import { EventCard } from './event-card'

const download = vi.fn()
/** What loading the .ics writer on the click gives: the writer, or a failed fetch. */
function writerLoads(ok: boolean) {
  vi.doMock('../download-ics', () => {
    if (!ok) throw new Error('Failed to fetch dynamically imported module')
    return { downloadEventIcs: download }
  })
}
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const event: Event = {
  id: 'joniniu-svente',
  title: 'Joninių šventė',
  date: '2027-06-24',
  time: '18:00',
  location: 'Londonas',
  description: 'Laužas ir dainos.',
  price: null,
  category: 'Kultūra',
  region: 'Anglija',
  image: '/images/events/kultura.svg',
  featured: false,
}

const renderCard = (shown: Event = event) =>
  render(
    <Router hook={memoryLocation().hook}>
      <EventCard event={shown} />
    </Router>,
  )

describe('EventCard: Pridėti į kalendorių', () => {
  beforeEach(() => {
    // The .ics writer is loaded on the click: each test loads it afresh.
    vi.resetModules()
    vi.clearAllMocks()
  })

  it('says in Lithuanian when the writer cannot load', async () => {
    writerLoads(false)
    renderCard()
    await userEvent.click(screen.getByRole('button', { name: 'Pridėti į kalendorių' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko paruošti kalendoriaus failo. Patikrinkite ryšį ir bandykite dar kartą.'))
    expect(download).not.toHaveBeenCalled()
  })

  it('loads the .ics writer on the click and saves the event', async () => {
    writerLoads(true)
    renderCard()
    await userEvent.click(screen.getByRole('button', { name: 'Pridėti į kalendorių' }))
    await waitFor(() => expect(download).toHaveBeenCalledWith(event))
    expect(notify.error).not.toHaveBeenCalled()
  })
})

describe('EventCard on an English page', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.clearAllMocks()
    setLocaleSource(() => 'en')
  })
  afterEach(() => setLocaleSource(() => 'lt'))

  it('names the category, price, date and expected people in English, the event as it was written', () => {
    renderCard({ ...event, attendees: 1, allDay: true })
    expect(screen.getByText('Culture')).toBeInTheDocument()
    expect(screen.getByText('Free')).toBeInTheDocument()
    expect(screen.getByText('24 June 2027')).toBeInTheDocument()
    expect(screen.getByText('All day')).toBeInTheDocument()
    expect(screen.getByText('1 person expected')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Joninių šventė' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'More information' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Register\s?: Joninių šventė$/ })).toBeDisabled()
  })

  it('says in English when the calendar file cannot be prepared', async () => {
    writerLoads(false)
    renderCard()
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Error', 'The calendar file could not be prepared. Check your connection and try again.'))
  })
})
