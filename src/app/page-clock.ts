import { ukDate } from '@/lib/uk-clock'
import { nextDay, ukMidnight } from '@/lib/uk-time'

/**
 * When a rendered page next changes with time alone, from the data it was rendered with: the
 * site's server renders it again at that instant, and never on a timer. Null: time alone never
 * changes it (until its data does).
 * - A list of events (the events page, the home page's next events, a page that lists them)
 *   shows which are past by the UK day: it changes at the next UK midnight.
 * - An event's own page says 'Įvyko' once its last UK day is over: at the midnight after it.
 * - A classified leaves the pages when it expires: a list at the first expiry among its ads,
 *   an ad's page at its own.
 */
export function nextChangeAt(values: Readonly<Record<string, unknown>>, now: Date = new Date()): string | null {
  const today = ukDate(now)
  const nextMidnight = ukMidnight(nextDay(today))
  const instants: string[] = []
  const keys = Object.keys(values)
  const readsEvent = keys.some((key) => key.startsWith('event:'))
  for (const key of keys) {
    const value = values[key]
    if (key === 'events' || key === 'event-summaries' || (key === 'render-day' && !readsEvent)) instants.push(nextMidnight)
    else if (key.startsWith('event:')) {
      const lastDay = lastDayOf(value)
      if (lastDay !== null && lastDay >= today) instants.push(ukMidnight(nextDay(lastDay)))
    } else if (key === 'classifieds' && Array.isArray(value)) instants.push(...value.flatMap(expiryOf))
    else if (key.startsWith('classified:')) instants.push(...expiryOf(value))
  }
  const future = instants.filter((instant) => Date.parse(instant) > now.getTime())
  return future.length === 0 ? null : future.reduce((first, instant) => (Date.parse(instant) < Date.parse(first) ? instant : first))
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** An event's last UK day (yyyy-mm-dd), or null for anything else. */
function lastDayOf(event: unknown): string | null {
  if (!isRecord(event)) return null
  const last = typeof event.endDate === 'string' ? event.endDate : event.date
  return typeof last === 'string' ? last : null
}

/** A classified's expiry, as a list of none or one instant. */
const expiryOf = (ad: unknown): string[] => (isRecord(ad) && typeof ad.expiresAt === 'string' ? [ad.expiresAt] : [])
