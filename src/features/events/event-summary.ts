import { mailtoHref } from '@/lib/links'
import type { Locale } from '@/lib/i18n/locale'

/** The event categories (public.events' check), in the order the calendars and the form list them. */
export const eventCategories = ['Kultūra', 'Švietimas', 'Sportas', 'Verslas', 'Kelionės'] as const

export type EventCategory = (typeof eventCategories)[number]

/** The picture of an event that has none of its own. */
export const categoryImage: Readonly<Record<EventCategory, string>> = {
  Kultūra: '/images/events/kultura.svg',
  Verslas: '/images/events/verslas.svg',
  Švietimas: '/images/events/svietimas.svg',
  Sportas: '/images/events/sportas.svg',
  Kelionės: '/images/events/keliones.svg',
}

/** What an event card on the home page shows; `Event` adds the rest of each event. */
export type EventSummary = {
  id: string
  title: string
  /** ISO date (yyyy-mm-dd), UK local time. */
  date: string
  /** 'HH:MM', UK local time ('00:00' for an all-day event). */
  time: string
  endTime?: string
  /** The last day (yyyy-mm-dd, UK) of an event that ends on a later day than it starts. */
  endDate?: string
  /** Runs all day (or days): no clock times are shown. */
  allDay?: boolean
  /** The town, or 'Nuotoliu' for an online event. */
  location: string
  category: EventCategory
  featured: boolean
  /** The organiser's address for registering by e-mail; without one, online registration is not available. */
  email?: string
  /** 'en' where an English page shows the event's translation; absent where its words are the Lithuanian original. */
  contentLocale?: Locale
  /** Whether a published English translation exists (asked on English pages and on the event's own page). */
  hasEnglish?: boolean
  /** The title in the other language, for the search (where translated and asked). */
  otherWords?: string
}

/** ISO dates sort as plain strings; localeCompare would load a collator on every page load. */
export function compareIsoDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Earliest start first: by UK date, then by clock time. */
export function byStart(a: { date: string; time: string }, b: { date: string; time: string }): number {
  return compareIsoDates(a.date, b.date) || compareIsoDates(a.time, b.time)
}

/**
 * The events on `today` (yyyy-mm-dd) or later, the earliest first; an event of several days
 * stays until its last day. `null` means the date is not known yet (a page prerendered at build
 * time): then every event is listed.
 */
export function upcomingEvents<E extends { date: string; time: string; endDate?: string }>(events: readonly E[], today: string | null): E[] {
  return events.filter((event) => today === null || (event.endDate ?? event.date) >= today).sort(byStart)
}

/** Registering by e-mail to the organiser, the event named in the subject; undefined without an organiser address. */
export function registrationHref(event: Pick<EventSummary, 'email' | 'title'>): string | undefined {
  return event.email && mailtoHref(event.email, `Registracija: ${event.title}`)
}
