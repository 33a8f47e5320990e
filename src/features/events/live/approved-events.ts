/**
 * The approved events as the data API answers them, in one read of `public.event_listings`, and
 * as the pages show them: the events page's full events, the home page's cards. Loaded after a
 * page has painted (the home page's when its events section nears the screen), so neither the
 * reads nor the row mapping are in a page's own chunk; and it loads no embedded event details.
 */
import type { Event, EventRegion } from '@/features/events/event'
import { categoryImage, type EventCategory, type EventSummary } from '@/features/events/event-summary'
import { entryPagePath, hasDirectoryPages } from '@/features/directory/directory-pages'
import { env } from '@/lib/env'
import { readAllPublic, readPublic } from '@/lib/public-rest'
import { ukDate } from '@/lib/uk-clock'
import { daysBefore, PAST_EVENTS_LISTED_DAYS } from '../past-events'
import { placeOfRow } from '@/features/near-me/place'
import { inPageLanguage, itemLanguage, type TranslationSource } from '@/lib/i18n/content-translations'

type EventWords = { title: string; description: string }

/** The events' English words: a card needs only the title. */
const eventTranslations: TranslationSource<EventWords> = { table: 'event_translations', itemColumn: 'event_id', words: ['title', 'description'] }
const titleTranslations: TranslationSource<EventWords> = { ...eventTranslations, words: ['title'] }

/** Rows in the page's language: on an English page each event's published English words where it has them. */
const inLanguage = <Row extends Pick<EventRow, 'id' | 'title'>>(rows: readonly Row[], source: TranslationSource<EventWords>, signal: AbortSignal, askInLithuanian = false) =>
  inPageLanguage(rows, (row) => row.id, source, (row, words) => ({ ...row, ...words }), {
    signal,
    askInLithuanian,
    searchedBy: (words) => [words.title],
  })

/**
 * An approved event as the data API answers a read of `public.event_listings` (the columns of
 * `eventColumns`): dates and times already in UK time, the organiser already resolved.
 */
export type EventRow = {
  id: string
  slug: string
  title: string
  description: string
  category: string
  /** The instant, for ordering; the page shows the UK day and time below. */
  starts_at: string
  /** yyyy-mm-dd, UK. */
  start_date: string
  /** HH:MM, UK; '00:00' for an all-day event. */
  start_time: string
  /** The last UK day of an event that runs past its first, else null. */
  end_date: string | null
  /** HH:MM, UK: the end of a timed event that ends on the day it starts, else null. */
  end_time: string | null
  all_day: boolean
  venue: string | null
  town: string
  region: string
  /** A published directory entry's name, else the name the proposer typed (or null). */
  organiser_name: string | null
  /** The organiser's directory and slug when it is a published directory entry. */
  organiser_directory: string | null
  organiser_slug: string | null
  link: string | null
  registration_email: string | null
  price: number | string | null
  expected_attendees: number | null
  image_path: string | null
  featured: boolean
  postcode: string | null
  latitude: number | null
  longitude: number | null
}

/** The columns an event card on the home page needs. */
export const summaryColumns = 'id,slug,title,category,start_date,start_time,end_date,end_time,all_day,town,registration_email,featured'

export type SummaryRow = Pick<
  EventRow,
  'id' | 'slug' | 'title' | 'category' | 'start_date' | 'start_time' | 'end_date' | 'end_time' | 'all_day' | 'town' | 'registration_email' | 'featured'
>

/** An approved event's card: the view gives its UK days and clock times as the card shows them. */
export function summaryFromRow(row: SummaryRow): EventSummary {
  return {
    id: row.slug,
    title: row.title,
    date: row.start_date,
    time: row.start_time,
    endTime: row.end_time ?? undefined,
    endDate: row.end_date ?? undefined,
    allDay: row.all_day || undefined,
    location: row.town,
    category: row.category as EventCategory,
    featured: row.featured,
    email: row.registration_email ?? undefined,
  }
}

/** Where a stored event picture is served (the public event-images bucket). */
export const eventImageUrl = (path: string) => `${env.supabaseUrl}/storage/v1/object/public/event-images/${path.split('/').map(encodeURIComponent).join('/')}`

export const eventColumns =
  'id,slug,title,description,category,starts_at,start_date,start_time,end_date,end_time,all_day,venue,town,region,organiser_name,organiser_directory,organiser_slug,link,registration_email,price,expected_attendees,image_path,featured,postcode,latitude,longitude'

function placeOf(row: EventRow): Pick<Event, 'place'> {
  const place = placeOfRow(row)
  return place ? { place } : {}
}

function organiserOf({ organiser_name: name, organiser_directory: directory, organiser_slug: slug }: EventRow): Pick<Event, 'organiser' | 'organiserPath'> {
  const organiserPathOf = directory && slug && hasDirectoryPages(directory) ? entryPagePath(directory, slug) : undefined
  return { organiser: name ?? undefined, organiserPath: organiserPathOf }
}

/** A listed event as the pages, its JSON-LD and calendar files show it. */
export function eventFromRow(row: EventRow): Event {
  const summary = summaryFromRow(row)
  return {
    ...summary,
    address: row.venue ?? undefined,
    region: row.region as EventRegion,
    attendees: row.expected_attendees ?? undefined,
    description: row.description,
    // numeric comes as a JSON number from PostgREST; a string is tolerated, never trusted blindly.
    price: row.price === null ? null : Number(row.price),
    ...organiserOf(row),
    link: row.link ?? undefined,
    image: row.image_path ? eventImageUrl(row.image_path) : categoryImage[summary.category],
    ...placeOf(row),
  }
}

/** The first UK day whose events the lists still show: events that ended before it have left them. */
export function listedSince(now = new Date()): string {
  return daysBefore(ukDate(now), PAST_EVENTS_LISTED_DAYS)
}

/**
 * The approved events the lists show, earliest first, as a plain fetch with the public key: the
 * coming ones and those held in the last 30 days (an event that runs on is listed while it does).
 */
export async function loadApprovedEvents(signal: AbortSignal, now = new Date()): Promise<Event[]> {
  const since = listedSince(now)
  const rows = await readAllPublic<EventRow>(
    'event_listings',
    { select: eventColumns, or: `(end_date.gte.${since},and(end_date.is.null,start_date.gte.${since}))`, order: 'starts_at,slug' },
    signal,
  )
  return (await inLanguage(rows, eventTranslations, signal)).map((row) => ({ ...eventFromRow(row), ...itemLanguage(row) }))
}

/** One approved event by its slug, or null when no approved event has it; it says whether it is in English too. */
export async function loadApprovedEvent(slug: string, signal: AbortSignal): Promise<Event | null> {
  const rows = await readPublic<EventRow>('event_listings', { select: eventColumns, slug: `eq.${slug}` }, signal)
  const [row] = await inLanguage(rows, eventTranslations, signal, true)
  return row ? { ...eventFromRow(row), ...itemLanguage(row) } : null
}

/**
 * The approved events with only what the home page's cards show; for the search (`forSearch`)
 * with their titles in the other language too.
 */
export async function loadApprovedSummaries(signal: AbortSignal, { forSearch = false } = {}): Promise<EventSummary[]> {
  const rows = await readAllPublic<SummaryRow>('event_listings', { select: summaryColumns, order: 'starts_at,slug' }, signal)
  return (await inLanguage(rows, titleTranslations, signal, forSearch)).map((row) => ({ ...summaryFromRow(row), ...itemLanguage(row) }))
}
