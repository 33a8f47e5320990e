import { paths } from '@/app/paths'
import type { Event } from '@/features/events/event'
import { SITE_URL } from '@/lib/site-url'

const placeOf = (event: Event) => event.address ?? event.location

/** An event as schema.org's Event, with its own page as its URL. */
export function eventJsonLd(event: Event) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.allDay ? event.date : `${event.date}T${event.time}:00`,
    endDate: event.allDay ? (event.endDate ?? event.date) : event.endTime || event.endDate ? `${event.endDate ?? event.date}T${event.endTime ?? event.time}:00` : undefined,
    eventAttendanceMode: event.region === 'Nuotoliu' ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: placeOf(event), address: { '@type': 'PostalAddress', addressLocality: event.location, addressCountry: 'GB' } },
    offers: { '@type': 'Offer', price: event.price ?? 0, priceCurrency: 'GBP' },
    url: `${SITE_URL}${paths.event(event.id)}`,
  }
}
