import type { Event } from '@/features/events/event'
import { byStart } from '@/features/events/event-summary'

/** How long a held event stays on the lists (its own page stays, marked past). */
export const PAST_EVENTS_LISTED_DAYS = 30

/** The UK day `days` before `day` (both yyyy-mm-dd). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * Events over before `today` (yyyy-mm-dd) and within the last 30 days, the latest first; none
 * while the date is not known (prerendering).
 */
export function pastEvents(events: readonly Event[], today: string | null): Event[] {
  if (today === null) return []
  const since = daysBefore(today, PAST_EVENTS_LISTED_DAYS)
  return events
    .filter((event) => {
      const last = event.endDate ?? event.date
      return last < today && last >= since
    })
    .sort((a, b) => byStart(b, a))
}
