import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { EventCard } from '@/features/events/components/event-card'
import type { Event } from '@/features/events/event'

/** The coming events of the 'Kelionės' category: trips members proposed and administrators approved. */
export function TripList({ trips }: { trips: readonly Event[] }) {
  if (trips.length === 0) {
    return (
      <p role="status" className="text-slate-800">
        Artimiausių bendrų kelionių kol kas nėra. Organizuojate išvyką?{' '}
        <Link to={paths.eventProposal} className="text-brand-700 underline">
          Pasiūlykite renginį
        </Link>{' '}
        kategorijoje „Kelionės“.
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
