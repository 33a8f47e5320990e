// Relative, not '@/': the build config imports this module for the calendar feed, without the app's aliases.
import { categoryImage, eventSummaries, type EventSummary } from './events'

export type EventRegion = 'Anglija' | 'Škotija' | 'Velsas' | 'Šiaurės Airija' | 'Nuotoliu'

type EventDetails = {
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
}

/** An event as the events page, its JSON-LD and the calendar feed show it. */
export type Event = EventSummary & EventDetails

const detailsById: Readonly<Record<string, Omit<EventDetails, 'image'>>> = {
  'vasario-16-londone': { region: 'Anglija', address: 'Lietuvių namai, Stratfordas', attendees: 350, description: 'Lietuvos valstybės atkūrimo dienos minėjimas: iškilminga dalis, koncertas ir vaišės.', price: null },
  'verslo-forumas-2027': { region: 'Anglija', address: 'City konferencijų centras', attendees: 180, description: 'Pranešimai, diskusijos ir pažintys: lietuvių verslininkai, specialistai ir investuotojai.', price: 25 },
  'krepsinio-taure': { region: 'Anglija', address: 'Sporto arena, Birmingemas', attendees: 400, description: 'Lietuvių krepšinio komandų turnyras iš visos Jungtinės Karalystės.', price: 10 },
  'kaledine-muge': { region: 'Anglija', address: 'Bendruomenės namai, Mančesteris', attendees: 220, description: 'Lietuviški skanėstai, rankdarbiai, kūčiukai ir Kalėdų senelis vaikams.', price: null },
  'mokytoju-seminaras': { region: 'Nuotoliu', attendees: 60, description: 'Metodinės dirbtuvės lietuvių kalbos mokytojams: nauji vadovėliai ir skaitmeninės priemonės.', price: 15 },
  'uzgavenes-edinburge': { region: 'Škotija', address: 'Parko aikštelė, Edinburgas', attendees: 150, description: 'Blynai, kaukės, Morės deginimas ir liaudies žaidimai visai šeimai.', price: null },
  'karjeros-diena': { region: 'Anglija', address: 'UCL studentų centras', attendees: 120, description: 'Susitikimai su lietuviais profesionalais: finansai, IT, medicina ir teisė.', price: null },
}

/** Every event with its details, in the order of ./events. */
export const events: readonly Event[] = eventSummaries.map((summary) => {
  const details = detailsById[summary.id]
  if (!details) throw new Error(`No details for the event ${summary.id}`)
  return { ...summary, ...details, image: categoryImage[summary.category] }
})
