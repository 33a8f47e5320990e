import type { Event } from '@/features/events/event'
import { upcomingEvents } from '@/features/events/event-summary'
import { m } from '@/paraglide/messages'
import { pastEvents } from '../past-events'
import { EventCard } from './event-card'

/**
 * The events page's lists for `today` (yyyy-mm-dd): featured and further coming events, then
 * those already held. `null` (while prerendering) lists every event as coming.
 */
export function EventSections({ events, today }: { events: readonly Event[]; today: string | null }) {
  const upcoming = upcomingEvents(events, today)
  const featured = upcoming.filter((event) => event.featured)
  const others = upcoming.filter((event) => !event.featured)
  const past = pastEvents(events, today)

  return (
    <>
      {featured.length > 0 && (
        <section aria-labelledby="isskirtiniai">
          <h2 id="isskirtiniai" className="text-2xl font-bold">
            {m.events_featured()}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {featured.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {(others.length > 0 || upcoming.length === 0) && (
        <section aria-labelledby="artimiausi">
          <h2 id="artimiausi" className="text-2xl font-bold">
            {m.events_upcoming()}
          </h2>
          {upcoming.length === 0 ? (
            <p className="mt-4 text-slate-800">{m.events_none_upcoming()}</p>
          ) : (
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
              {others.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {past.length > 0 && (
        <section aria-labelledby="praeje">
          <h2 id="praeje" className="text-2xl font-bold">
            {m.events_past()}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {past.map((event) => (
              <li key={event.id}>
                <EventCard event={event} isPast />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
