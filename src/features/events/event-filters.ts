import { byStart } from '@/features/events/event-summary'
import type { Event } from '@/features/events/event'
import { sortLt } from '@/lib/collate-lt'
import { nearUrlParams } from '@/features/near-me/radius'
import { textParam, type UrlParam } from '@/lib/url-params'
import type { FilterOption } from '@/components/directory/filter-select'
import { formatMonth } from '@/lib/format'
import { lithuanianOnly } from '@/lib/i18n/locale'

/** A month as yyyy-mm; anything else reads as empty (the whole list). */
const monthParam: UrlParam = (raw) => (raw !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : '')

/**
 * The events page's filters in the address: the town ('miestas'), the month ('menuo', yyyy-mm),
 * and the place and radius the coming events are sorted from ('netoli', 'iki').
 */
export const eventFilterParams = { miestas: textParam(), menuo: monthParam, ...nearUrlParams }

/** The towns the events are in, in Lithuanian alphabetical order. */
export function townOptions(events: readonly Event[]): FilterOption[] {
  const towns = sortLt(new Set(events.map((event) => event.location)))
  // A town as the event's organiser wrote it: Lithuanian, marked so on an English page.
  return towns.map((town) => ({ value: town, label: town, lang: lithuanianOnly() }))
}

/** The months the events start in, earliest first. */
export function monthOptions(events: readonly Event[]): FilterOption[] {
  const months = [...new Set([...events].sort(byStart).map((event) => event.date.slice(0, 7)))]
  return months.map((month) => ({ value: month, label: formatMonth(month) }))
}

/** The events in `town` (when chosen) that take place in `month` (when chosen; a multi-day event counts in each month it spans). */
export function filterEvents(events: readonly Event[], { miestas, menuo }: { miestas: string; menuo: string }): readonly Event[] {
  if (!miestas && !menuo) return events
  return events.filter(
    (event) => (!miestas || event.location === miestas) && (!menuo || (event.date.slice(0, 7) <= menuo && (event.endDate ?? event.date).slice(0, 7) >= menuo)),
  )
}
