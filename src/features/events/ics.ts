import { paths } from '@/app/paths'
import type { Event } from '@/data/event-details'
import { nextDay } from '@/lib/uk-time'

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
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

function eventLines(event: Event, siteUrl: string, now: Date): string[] {
  const place = [event.address, event.location].filter(Boolean).join(', ')
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@lietuviai-jk`,
    `DTSTAMP:${utcStamp(now)}`,
    ...timeLines(event),
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(place)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `CATEGORIES:${escapeText(event.category)}`,
    `URL:${siteUrl}${paths.events}#${event.id}`,
    'END:VEVENT',
  ]
}

/** A calendar with the given events (one for a single event, all for the subscribable feed). */
export function buildCalendar(events: readonly Event[], { siteUrl, now = new Date(), name = 'Lietuviai JK renginiai' }: { siteUrl: string; now?: Date; name?: string }) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lietuviai JK//Renginiai//LT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Europe/London',
    ...EUROPE_LONDON,
    ...events.flatMap((event) => eventLines(event, siteUrl, now)),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
