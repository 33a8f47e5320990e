import { describe, expect, it, vi } from 'vitest'
import { eventFromRow, type EventRow, listedSince, loadApprovedEvents } from './approved-events'

const row: EventRow = {
  id: '5f0c1a52-8a1e-4d0e-9b57-2f4d1c3e7a10',
  slug: 'vasaros-stovykla-a1b2c3',
  title: 'Vasaros stovykla',
  description: 'Trys dienos gamtoje.',
  category: 'Švietimas',
  starts_at: '2027-07-09T23:00:00Z',
  start_date: '2027-07-10',
  start_time: '00:00',
  end_date: '2027-07-12',
  end_time: null,
  all_day: true,
  venue: null,
  town: 'Kembridžas',
  region: 'Anglija',
  organiser_name: 'Lituanistinė mokykla',
  organiser_directory: null,
  organiser_slug: null,
  link: 'https://example.org/stovykla',
  registration_email: null,
  price: '12.50',
  expected_attendees: null,
  image_path: '0f1e2d3c-0000-4000-8000-000000000000/stovykla.webp',
  featured: false,
  postcode: null,
  latitude: null,
  longitude: null,
}

describe('eventFromRow', () => {
  it('shows an all-day event of several days by the UK days the view gives, with its own picture and price', () => {
    expect(eventFromRow(row)).toMatchObject({
      id: 'vasaros-stovykla-a1b2c3',
      date: '2027-07-10',
      endDate: '2027-07-12',
      allDay: true,
      endTime: undefined,
      location: 'Kembridžas',
      organiser: 'Lituanistinė mokykla',
      price: 12.5,
      attendees: undefined,
      image: expect.stringMatching(/\/storage\/v1\/object\/public\/event-images\/0f1e2d3c-0000-4000-8000-000000000000\/stovykla\.webp$/),
    })
  })

  it('links an organiser that is a directory entry to its page, and names any other as typed', () => {
    const linked = eventFromRow({ ...row, organiser_name: 'Londono lietuvių choras', organiser_directory: 'collectives', organiser_slug: 'londono-choras' })
    expect(linked).toMatchObject({ organiser: 'Londono lietuvių choras', organiserPath: '/kolektyvas/londono-choras' })
    const listed = eventFromRow({ ...row, organiser_name: 'Baltic News', organiser_directory: 'media', organiser_slug: 'baltic-news' })
    expect(listed).toMatchObject({ organiser: 'Baltic News', organiserPath: '/ziniasklaida' })
    // A directory the app does not know gets no link.
    expect(eventFromRow({ ...row, organiser_directory: 'unknown', organiser_slug: 'x' }).organiserPath).toBeUndefined()
    expect(eventFromRow({ ...row, organiser_name: null }).organiser).toBeUndefined()
    const typed = eventFromRow(row)
    expect(typed.organiser).toBe('Lituanistinė mokykla')
    expect(typed.organiserPath).toBeUndefined()
  })

  it('shows an evening event by its clock times and its category’s picture', () => {
    const evening = eventFromRow({ ...row, all_day: false, start_time: '18:00', end_date: null, end_time: '21:30', image_path: null, price: null })
    expect(evening).toMatchObject({ date: '2027-07-10', time: '18:00', endTime: '21:30', endDate: undefined, allDay: undefined, price: null, image: '/images/events/svietimas.svg' })
  })
})

describe('the events the lists show', () => {
  it('are the coming ones and those held in the last 30 days, by their last UK day', async () => {
    const fetch = vi.fn(async () => Response.json([]))
    vi.stubGlobal('fetch', fetch)
    expect(listedSince(new Date('2026-11-29T10:00:00Z'))).toBe('2026-10-30')
    await loadApprovedEvents(new AbortController().signal, new Date('2026-11-29T10:00:00Z'))
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]))
    expect(url.searchParams.get('or')).toBe('(end_date.gte.2026-10-30,and(end_date.is.null,start_date.gte.2026-10-30))')
  })
})
