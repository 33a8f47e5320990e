import type { Place } from '@/features/near-me/place'
import type { EventSummary } from './event-summary'

export type EventRegion = 'Anglija' | 'Škotija' | 'Velsas' | 'Šiaurės Airija' | 'Nuotoliu'

export type EventDetails = {
  address?: string
  region: EventRegion
  /** How many people the organiser expects, when they said. */
  attendees?: number
  description: string
  /** GBP; null = free. */
  price: number | null
  organiser?: string
  /** The organiser's page in the directory, when the organiser is a directory entry. */
  organiserPath?: string
  /** The organiser's page about the event (https). */
  link?: string
  /** The event's picture: its own, or its category's. */
  image: string
  /** Where it takes place, for sorting by distance; absent for an online event or one without a postcode. */
  place?: Place
}

/** An event as the events page, its JSON-LD and the calendar feed show it. */
export type Event = EventSummary & EventDetails
