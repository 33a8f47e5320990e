import type { Event } from '@/features/events/event'
import { upcomingEvents } from '@/features/events/event-summary'
import { arrangeByDistance } from '@/features/near-me/arrange-by-distance'
import { DistanceBadge } from '@/features/near-me/distance-badge'
import { sortedByDistanceNote } from '@/features/near-me/format-distance'
import { ResultsWithMap } from '@/features/near-me/results-with-map'
import type { NearOrigin } from '@/features/near-me/use-near-origin'
import { countLabel } from '@/lib/plural'
import { EventCard } from './event-card'

type EventsByDistanceProps = {
  events: readonly Event[]
  /** UK yyyy-mm-dd; null while prerendering (every event counts as coming). */
  today: string | null
  origin: NearOrigin
  /** 'iki …' in km; empty for any distance. */
  radius: string
}

const eventNoun = { one: 'renginys', few: 'renginiai', other: 'renginių' }
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
        Artimiausi renginiai pagal atstumą
      </h2>
      <p role="status" className="text-sm font-medium text-slate-800">
        {`Rasta ${countLabel(results.length, eventNoun)}${sortedByDistanceNote(origin)}`}
        {nearestBeyondRadius && `. Iki ${radius} km nieko neradome, todėl rodomas artimiausias renginys.`}
      </p>
      {results.length === 0 ? (
        <p className="text-slate-800">Artimiausių renginių kol kas nėra – sekite naujienas arba prenumeruokite kalendorių.</p>
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
