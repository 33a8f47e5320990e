import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { EventCard } from '@/features/events/components/event-card'
import type { Event } from '@/features/events/event'
import { withElements } from '@/lib/i18n/with-elements'
import { m } from '@/paraglide/messages'

/** The coming events of the 'Kelionės' category: trips members proposed and administrators approved. */
export function TripList({ trips }: { trips: readonly Event[] }) {
  if (trips.length === 0) {
    return (
      <p role="status" className="text-slate-800">
        {withElements(m.info_travel_no_trips, {
          link: (
            <Link to={paths.eventProposal} className="text-brand-700 underline">
              {m.info_travel_propose_event()}
            </Link>
          ),
        })}
      </p>
    )
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {trips.map((trip) => (
        <li key={trip.id}>
          <EventCard event={trip} />
        </li>
      ))}
    </ul>
  )
}
