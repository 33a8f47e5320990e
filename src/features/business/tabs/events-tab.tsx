import type { Event } from '@/features/events/event'
import { EventCard } from '@/features/events/components/event-card'
import { TabState, type TabLoadState } from './tab-state'
import { m } from '@/paraglide/messages'

const grid = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3'

/** The coming events of the 'Verslas' category. */
export function EventsTab({ events, state }: { events: readonly Event[]; state: TabLoadState }) {
  return (
    <TabState state={state} empty={events.length === 0 ? m.directories_business_events_empty() : null}>
      <ul className={grid}>
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </TabState>
  )
}
