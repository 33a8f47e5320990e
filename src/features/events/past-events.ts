import { events, type Event } from '@/data/event-details'
import { compareIsoDates } from '@/data/events'

/** Events before `today` (yyyy-mm-dd), the latest first; none while the date is not known (prerendering). */
export function pastEvents(today: string | null): Event[] {
  if (today === null) return []
  return events.filter((event) => event.date < today).sort((a, b) => compareIsoDates(b.date, a.date))
}
