import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { memoryLocation } from 'wouter/memory-location'
import { Router } from '@/lib/routing'
import { beforeEach, describe, expect, it, vi } from 'vitest'
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

const renderCard = () =>
  render(
    <Router hook={memoryLocation().hook}>
      <EventCard event={event} />
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
