import type { Event } from '@/features/events/event'
import { byStart } from '@/features/events/event-summary'

/** Events over before `today` (yyyy-mm-dd), the latest first; none while the date is not known (prerendering). */
export function pastEvents(events: readonly Event[], today: string | null): Event[] {
  if (today === null) return []
  return events.filter((event) => (event.endDate ?? event.date) < today).sort((a, b) => byStart(b, a))
}
