import type { Event } from '@/features/events/event'
import { upcomingEvents } from '@/features/events/event-summary'
import { arrangeByDistance } from '@/features/near-me/arrange-by-distance'
import { DistanceBadge } from '@/features/near-me/distance-badge'
import { sortedByDistanceNote } from '@/features/near-me/format-distance'
import { ResultsWithMap } from '@/features/near-me/results-with-map'
import type { NearOrigin } from '@/features/near-me/use-near-origin'
import { m } from '@/paraglide/messages'
import { EventCard } from './event-card'

type EventsByDistanceProps = {
  events: readonly Event[]
  /** UK yyyy-mm-dd; null while prerendering (every event counts as coming). */
  today: string | null
  origin: NearOrigin
  /** 'iki …' in km; empty for any distance. */
  radius: string
}

const anchorOf = (event: Event) => `renginys-${event.id}`

/** The coming events nearest a place first, numbered as on the map beside them; online ones last. */
export function EventsByDistance({ events, today, origin, radius }: EventsByDistanceProps) {
  const { results, nearestBeyondRadius } = arrangeByDistance(upcomingEvents(events, today), origin, {
    placeOf: (event) => event.place ?? null,
    nameOf: (event) => event.title,
    withinKm: radius ? Number(radius) : undefined,
  })
  return (
    <section aria-labelledby="pagal-atstuma" className="space-y-6">
      <h2 id="pagal-atstuma" className="text-2xl font-bold">
        {m.events_by_distance()}
      </h2>
      <p role="status" className="text-sm font-medium text-slate-800">
        {`${m.events_found({ count: results.length })}${sortedByDistanceNote(origin)}`}
        {nearestBeyondRadius && m.events_nothing_within_radius({ radius })}
      </p>
      {results.length === 0 ? (
        <p className="text-slate-800">{m.events_none_upcoming()}</p>
      ) : (
        <ResultsWithMap
          origin={origin}
          items={() => results.map(({ item, latitude, longitude, distanceKm }) => ({ anchorId: anchorOf(item), name: item.title, latitude, longitude, distanceKm }))}
        >
          <ul className="grid gap-6 md:grid-cols-2">
            {results.map(({ item, distanceKm }, index) => (
              <li key={item.id}>
                <DistanceBadge number={index + 1} distanceKm={distanceKm} online={item.region === 'Nuotoliu'} anchorId={anchorOf(item)}>
                  <EventCard event={item} />
                </DistanceBadge>
              </li>
            ))}
          </ul>
        </ResultsWithMap>
      )}
    </section>
  )
}
