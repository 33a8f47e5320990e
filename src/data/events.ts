// Relative, not '@/': the build config imports these modules for the calendar feed, without the app's aliases.
import { mailtoHref } from '../lib/links'

export type EventCategory = 'Kultūra' | 'Verslas' | 'Švietimas' | 'Sportas'

/** The picture of an event that has none of its own. */
export const categoryImage: Readonly<Record<EventCategory, string>> = {
  Kultūra: '/images/events/kultura.svg',
  Verslas: '/images/events/verslas.svg',
  Švietimas: '/images/events/svietimas.svg',
  Sportas: '/images/events/sportas.svg',
}

/** What an event card on the home page shows; ./event-details adds the rest of each event. */
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
}

/**
 * Three featured and four further upcoming events, with the card's fields only: the home page's
 * first load carries them, and the descriptions, addresses and prices would add 0.3 KB gzip.
 */
export const eventSummaries: readonly EventSummary[] = [
  { id: 'vasario-16-londone', title: 'Vasario 16-osios minėjimas Londone', date: '2027-02-16', time: '18:00', endTime: '21:00', location: 'Londonas', category: 'Kultūra', featured: true, email: 'vasario16@example.org' },
  { id: 'verslo-forumas-2027', title: 'JK lietuvių verslo forumas', date: '2027-03-13', time: '10:00', endTime: '17:00', location: 'Londonas', category: 'Verslas', featured: true, email: 'verslo-forumas@example.org' },
  { id: 'krepsinio-taure', title: 'JK lietuvių krepšinio taurė', date: '2027-03-06', time: '09:30', endTime: '18:00', location: 'Birmingemas', category: 'Sportas', featured: true, email: 'krepsinio-taure@example.org' },
  { id: 'kaledine-muge', title: 'Kalėdinė lietuvių mugė', date: '2026-12-12', time: '11:00', endTime: '16:00', location: 'Mančesteris', category: 'Kultūra', featured: false, email: 'kaledine-muge@example.org' },
  { id: 'mokytoju-seminaras', title: 'Lituanistinių mokyklų mokytojų seminaras', date: '2027-01-23', time: '10:00', endTime: '15:00', location: 'Nuotoliu', category: 'Švietimas', featured: false, email: 'mokytoju-seminaras@example.org' },
  { id: 'uzgavenes-edinburge', title: 'Užgavėnės Edinburge', date: '2027-02-09', time: '14:00', endTime: '18:00', location: 'Edinburgas', category: 'Kultūra', featured: false },
  { id: 'karjeros-diena', title: 'Karjeros diena studentams', date: '2027-04-17', time: '12:00', endTime: '17:00', location: 'Londonas', category: 'Švietimas', featured: false, email: 'karjeros-diena@example.org' },
]

/** ISO dates sort as plain strings; localeCompare would load a collator on every page load. */
export function compareIsoDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** The calendar date in the UK (yyyy-mm-dd) at `now`, whatever the machine's time zone. */
export function ukDate(now: Date = new Date()): string {
  // Swedish writes dates as ISO does.
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/London' })
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
