// Relative, not '@/': the build config imports this module for the calendar feed, without the app's aliases.
import { eventSummaries, type EventSummary } from './events'

type EventDetails = {
  address?: string
  attendees: number
  description: string
  /** GBP; null = free. */
  price: number | null
  image: string
}

/** An event as the events page, its JSON-LD and the calendar feed show it. */
export type Event = EventSummary & EventDetails

const detailsById: Readonly<Record<string, EventDetails>> = {
  'vasario-16-londone': { address: 'Lietuvių namai, Stratfordas', attendees: 350, description: 'Lietuvos valstybės atkūrimo dienos minėjimas: iškilminga dalis, koncertas ir vaišės.', price: null, image: '/images/events/kultura.svg' },
  'verslo-forumas-2027': { address: 'City konferencijų centras', attendees: 180, description: 'Pranešimai, diskusijos ir pažintys: lietuvių verslininkai, specialistai ir investuotojai.', price: 25, image: '/images/events/verslas.svg' },
  'krepsinio-taure': { address: 'Sporto arena, Birmingemas', attendees: 400, description: 'Lietuvių krepšinio komandų turnyras iš visos Jungtinės Karalystės.', price: 10, image: '/images/events/sportas.svg' },
  'kaledine-muge': { address: 'Bendruomenės namai, Mančesteris', attendees: 220, description: 'Lietuviški skanėstai, rankdarbiai, kūčiukai ir Kalėdų senelis vaikams.', price: null, image: '/images/events/kultura.svg' },
  'mokytoju-seminaras': { attendees: 60, description: 'Metodinės dirbtuvės lietuvių kalbos mokytojams: nauji vadovėliai ir skaitmeninės priemonės.', price: 15, image: '/images/events/svietimas.svg' },
  'uzgavenes-edinburge': { address: 'Parko aikštelė, Edinburgas', attendees: 150, description: 'Blynai, kaukės, Morės deginimas ir liaudies žaidimai visai šeimai.', price: null, image: '/images/events/kultura.svg' },
  'karjeros-diena': { address: 'UCL studentų centras', attendees: 120, description: 'Susitikimai su lietuviais profesionalais: finansai, IT, medicina ir teisė.', price: null, image: '/images/events/svietimas.svg' },
}

/** Every event with its details, in the order of ./events. */
export const events: readonly Event[] = eventSummaries.map((summary) => {
  const details = detailsById[summary.id]
  if (!details) throw new Error(`No details for the event ${summary.id}`)
  return { ...summary, ...details }
})
