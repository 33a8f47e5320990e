import type { Event } from '@/features/events/event'
import { Link } from '@/lib/routing'
import { m } from '@/paraglide/messages'
import { lithuanianOnly } from '@/lib/i18n/locale'

/** Who organises the event (linked to its directory page when it is an entry) and the organiser's own page for it. */
export function EventLinks({ event }: { event: Pick<Event, 'organiser' | 'organiserPath' | 'link'> }) {
  return (
    <>
      {event.organiser && (
        <p>
          {m.events_organiser()}{' '}
          {event.organiserPath ? (
            <Link to={event.organiserPath} lang={lithuanianOnly()} className="font-medium text-brand-700 underline">
              {event.organiser}
            </Link>
          ) : (
            <span lang={lithuanianOnly()}>{event.organiser}</span>
          )}
        </p>
      )}
      {event.link && (
        <p>
          <a href={event.link} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-brand-700 underline">
            {m.events_event_website()}
            <span className="sr-only"> {m.events_opens_new_window()}</span>
          </a>
        </p>
      )}
    </>
  )
}
