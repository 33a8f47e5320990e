import { paths } from '@/app/paths'
import type { Event } from '@/features/events/event'
import { nextDay } from '@/lib/uk-time'
import { ukDate } from '@/lib/uk-clock'

/**
 * RFC 5545 TEXT escaping: backslash, semicolon and comma escaped, every line end (CRLF, LF or a
 * bare CR) written as \n, a tab as a space, and any other control character dropped, so no
 * value can end its content line and start a property of its own.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\t/g, ' ')
    // eslint-disable-next-line no-control-regex -- the characters to drop
    .replace(/[\u0000-\u001F\u007F]/g, '')
}

/** Folds a content line at 75 octets (UTF-8), never splitting a character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = encoder.encode(char).length
    const limit = parts.length === 0 ? 75 : 74 // continuation lines start with a space
    if (size + bytes > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const localStamp = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`

function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

const EUROPE_LONDON = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

// An all-day DTEND is the day after the last (exclusive, RFC 5545 §3.6.1).
const dateStamp = (date: string) => date.replace(/-/g, '')

function timeLines(event: Event): string[] {
  if (event.allDay) return [`DTSTART;VALUE=DATE:${dateStamp(event.date)}`, `DTEND;VALUE=DATE:${dateStamp(nextDay(event.endDate ?? event.date))}`]
  return [
    `DTSTART;TZID=Europe/London:${localStamp(event.date, event.time)}`,
    `DTEND;TZID=Europe/London:${localStamp(event.endDate ?? event.date, event.endTime ?? event.time)}`,
  ]
}

/** An approved event withdrawn since (deleted, or no longer approved): what a calendar showed of it. */
export type CancelledEvent = { slug: string; title: string; category: string; startsAt: string; endsAt: string; allDay: boolean; withdrawnAt: string }

type CalendarOptions = {
  siteUrl: string
  now?: Date
  name?: string
  /** Where an event's URL leads (default: its card on the events page). */
  eventUrl?: (event: Event) => string
  /** Each event's SEQUENCE (RFC 5545 §3.8.7.4): it must grow with every revision a subscriber should take. */
  sequenceOf?: (event: Event) => number
  /** Events to list as STATUS:CANCELLED, so calendars that showed them drop them. */
  cancelled?: readonly CancelledEvent[]
}

/** A revision number that grows with time: seconds since 2025 at the instant given. */
export const sequenceAt = (iso: string) => Math.max(0, Math.floor((Date.parse(iso) - Date.UTC(2025, 0, 1)) / 1000))

function eventLines(event: Event, { siteUrl, now = new Date(), eventUrl, sequenceOf }: CalendarOptions): string[] {
  const place = [event.address, event.location].filter(Boolean).join(', ')
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@lietuviai-jk`,
    `DTSTAMP:${utcStamp(now)}`,
    ...(sequenceOf ? [`SEQUENCE:${sequenceOf(event)}`] : []),
    ...timeLines(event),
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(place)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `CATEGORIES:${escapeText(event.category)}`,
    `URL:${eventUrl ? eventUrl(event) : `${siteUrl}${paths.events}#${event.id}`}`,
    'END:VEVENT',
  ]
}

function cancelledLines(event: CancelledEvent, now: Date): string[] {
  const times = event.allDay
    ? [`DTSTART;VALUE=DATE:${dateStamp(ukDate(new Date(event.startsAt)))}`, `DTEND;VALUE=DATE:${dateStamp(ukDate(new Date(event.endsAt)))}`]
    : [`DTSTART:${utcStamp(new Date(event.startsAt))}`, `DTEND:${utcStamp(new Date(event.endsAt))}`]
  return [
    'BEGIN:VEVENT',
    `UID:${event.slug}@lietuviai-jk`,
    `DTSTAMP:${utcStamp(now)}`,
    `SEQUENCE:${sequenceAt(event.withdrawnAt)}`,
    'STATUS:CANCELLED',
    ...times,
    `SUMMARY:${escapeText(event.title)}`,
    `CATEGORIES:${escapeText(event.category)}`,
    'END:VEVENT',
  ]
}

/** A calendar with the given events (one for a single event, all for a subscribable feed). */
export function buildCalendar(events: readonly Event[], options: CalendarOptions) {
  const { now = new Date(), name = 'Lietuviai JK renginiai', cancelled = [] } = options
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lietuviai JK//Renginiai//LT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Europe/London',
    ...EUROPE_LONDON,
    ...events.flatMap((event) => eventLines(event, { ...options, now })),
    ...cancelled.flatMap((event) => cancelledLines(event, now)),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
