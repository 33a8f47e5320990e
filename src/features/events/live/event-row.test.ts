import { describe, expect, it } from 'vitest'
import { eventFromRow, type EventRow } from './event-row'

const row: EventRow = {
  slug: 'vasaros-stovykla-a1b2c3',
  title: 'Vasaros stovykla',
  description: 'Trys dienos gamtoje.',
  category: 'Švietimas',
  starts_at: '2027-07-09T23:00:00Z',
  ends_at: '2027-07-12T23:00:00Z',
  all_day: true,
  venue: null,
  town: 'Kembridžas',
  region: 'Anglija',
  organiser_name: 'Lituanistinė mokykla',
  link: 'https://example.org/stovykla',
  registration_email: null,
  price: '12.50',
  expected_attendees: null,
  image_path: '0f1e2d3c-0000-4000-8000-000000000000/stovykla.webp',
  featured: false,
}

describe('eventFromRow', () => {
  it('shows an all-day event of several days by its UK days, with its own picture and price', () => {
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

  it('shows an evening event by its UK clock times and its category’s picture', () => {
    const evening = eventFromRow({ ...row, all_day: false, starts_at: '2027-07-10T17:00:00Z', ends_at: '2027-07-10T20:30:00Z', image_path: null, price: null })
    expect(evening).toMatchObject({ date: '2027-07-10', time: '18:00', endTime: '21:30', endDate: undefined, allDay: undefined, price: null, image: '/images/events/svietimas.svg' })
  })
})
