// Relative, not '@/': the build config imports this module for the calendar feed, without the app's aliases.
import { mailtoHref } from '../lib/format'

export type EventCategory = 'Kultūra' | 'Verslas' | 'Švietimas' | 'Sportas'

export type Event = {
  id: string
  title: string
  /** ISO date (yyyy-mm-dd), UK local time. */
  date: string
  /** 'HH:MM', UK local time. */
  time: string
  endTime?: string
  location: string
  address?: string
  attendees: number
  description: string
  /** GBP; null = free. */
  price: number | null
  category: EventCategory
  image: string
  featured: boolean
  /** The organiser's address for registering by e-mail; without one, online registration is not available. */
  email?: string
}

/** Three featured and four further upcoming events. */
export const events: readonly Event[] = [
  { id: 'vasario-16-londone', title: 'Vasario 16-osios minėjimas Londone', date: '2027-02-16', time: '18:00', endTime: '21:00', location: 'Londonas', address: 'Lietuvių namai, Stratfordas', attendees: 350,
    description: 'Lietuvos valstybės atkūrimo dienos minėjimas: iškilminga dalis, koncertas ir vaišės.', price: null, category: 'Kultūra', image: '/images/events/kultura.svg', featured: true, email: 'vasario16@example.org' },
  { id: 'verslo-forumas-2027', title: 'JK lietuvių verslo forumas', date: '2027-03-13', time: '10:00', endTime: '17:00', location: 'Londonas', address: 'City konferencijų centras', attendees: 180,
    description: 'Pranešimai, diskusijos ir pažintys: lietuvių verslininkai, specialistai ir investuotojai.', price: 25, category: 'Verslas', image: '/images/events/verslas.svg', featured: true, email: 'verslo-forumas@example.org' },
  { id: 'krepsinio-taure', title: 'JK lietuvių krepšinio taurė', date: '2027-03-06', time: '09:30', endTime: '18:00', location: 'Birmingemas', address: 'Sporto arena, Birmingemas', attendees: 400,
    description: 'Lietuvių krepšinio komandų turnyras iš visos Jungtinės Karalystės.', price: 10, category: 'Sportas', image: '/images/events/sportas.svg', featured: true, email: 'krepsinio-taure@example.org' },
  { id: 'kaledine-muge', title: 'Kalėdinė lietuvių mugė', date: '2026-12-12', time: '11:00', endTime: '16:00', location: 'Mančesteris', address: 'Bendruomenės namai, Mančesteris', attendees: 220,
    description: 'Lietuviški skanėstai, rankdarbiai, kūčiukai ir Kalėdų senelis vaikams.', price: null, category: 'Kultūra', image: '/images/events/kultura.svg', featured: false, email: 'kaledine-muge@example.org' },
  { id: 'mokytoju-seminaras', title: 'Lituanistinių mokyklų mokytojų seminaras', date: '2027-01-23', time: '10:00', endTime: '15:00', location: 'Nuotoliu', attendees: 60,
    description: 'Metodinės dirbtuvės lietuvių kalbos mokytojams: nauji vadovėliai ir skaitmeninės priemonės.', price: 15, category: 'Švietimas', image: '/images/events/svietimas.svg', featured: false, email: 'mokytoju-seminaras@example.org' },
  { id: 'uzgavenes-edinburge', title: 'Užgavėnės Edinburge', date: '2027-02-09', time: '14:00', endTime: '18:00', location: 'Edinburgas', address: 'Parko aikštelė, Edinburgas', attendees: 150,
    description: 'Blynai, kaukės, Morės deginimas ir liaudies žaidimai visai šeimai.', price: null, category: 'Kultūra', image: '/images/events/kultura.svg', featured: false },
  { id: 'karjeros-diena', title: 'Karjeros diena studentams', date: '2027-04-17', time: '12:00', endTime: '17:00', location: 'Londonas', address: 'UCL studentų centras', attendees: 120,
    description: 'Susitikimai su lietuviais profesionalais: finansai, IT, medicina ir teisė.', price: null, category: 'Švietimas', image: '/images/events/svietimas.svg', featured: false, email: 'karjeros-diena@example.org' },
]

/** ISO dates sort as plain strings; localeCompare would load a collator on every page load. */
export function compareIsoDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

const byDate: readonly Event[] = [...events].sort((a, b) => compareIsoDates(a.date, b.date))

/** The calendar date in the UK (yyyy-mm-dd) at `now`, whatever the machine's time zone. */
export function ukDate(now: Date = new Date()): string {
  // Swedish writes dates as ISO does.
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/London' })
}

/**
 * Events on `today` (yyyy-mm-dd) or later, the earliest first. `null` means the date is not
 * known yet (a page prerendered at build time): then every event is listed.
 */
export function upcomingEvents(today: string | null): Event[] {
  return byDate.filter((event) => today === null || event.date >= today)
}

/** Registering by e-mail to the organiser, the event named in the subject; undefined without an organiser address. */
export function registrationHref(event: Event): string | undefined {
  return event.email && mailtoHref(event.email, `Registracija: ${event.title}`)
}
