import { useId, useState } from 'react'
import { Link } from '@/lib/routing'
import { CalendarDays, CalendarPlus, Clock, MapPin, Users } from 'lucide-react'
import { paths } from '@/app/paths'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import type { Event } from '@/features/events/event'
import { formatDate, formatGbp } from '@/lib/format'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { m } from '@/paraglide/messages'
import { categoryLabel } from '../labels'
import { EventLinks } from './event-links'
import { EventRegistration } from './event-registration'
import { untranslatedLang } from '@/lib/i18n/locale'

/** '18:00–21:00', '18:00', or 'Visą dieną' ('All day') for an all-day event. */
export function timeRange(event: Pick<Event, 'time' | 'endTime' | 'allDay'>): string {
  if (event.allDay) return m.events_all_day()
  return event.endTime ? `${event.time}–${event.endTime}` : event.time
}

/**
 * The .ics writer loads on the first click, not with the page: most visitors never download one.
 * If it cannot load (the connection dropped), the visitor is told so.
 */
export function saveToCalendar(event: Event) {
  import('../download-ics').then(
    ({ downloadEventIcs }) => downloadEventIcs(event),
    () => void notify.error(messages.error, m.events_ics_failed()),
  )
}

export function eventPrice(price: number | null): string {
  return price === null ? m.events_free() : formatGbp(price)
}

/** One event: details open in place; a coming one can be registered for and downloaded as an .ics file. */
export function EventCard({ event, isPast = false }: { event: Event; isPast?: boolean }) {
  const [isOpen, setIsOpen] = useState(false)
  const detailsId = useId()
  return (
    <Card id={event.id} className="flex h-full scroll-mt-24 flex-col overflow-hidden">
      <img src={event.image} alt="" width={640} height={360} loading="lazy" className="aspect-video w-full object-cover" />
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge>{categoryLabel(event.category)}</Badge>
          <Badge variant={event.price === null ? 'accent' : 'secondary'}>{eventPrice(event.price)}</Badge>
          {isPast && <Badge variant="outline">{m.events_held()}</Badge>}
        </div>
        <CardTitle lang={untranslatedLang(event.contentLocale)}>
          <Link to={paths.event(event.id)} className="hover:text-brand-800 hover:underline">
            {event.title}
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex-1 space-y-1 text-sm text-slate-800">
        <p className="flex items-center gap-1.5">
          <CalendarDays aria-hidden className="size-4 text-slate-600" />
          <time dateTime={event.date}>{formatDate(event.date)}</time>
          {event.endDate && (
            <>
              –<time dateTime={event.endDate}>{formatDate(event.endDate)}</time>
            </>
          )}
        </p>
        <p className="flex items-center gap-1.5">
          <Clock aria-hidden className="size-4 text-slate-600" /> {timeRange(event)}
        </p>
        <p className="flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4 text-slate-600" /> {[event.address, event.location].filter(Boolean).join(', ')}
        </p>
        {event.attendees !== undefined && (
          <p className="flex items-center gap-1.5">
            <Users aria-hidden className="size-4 text-slate-600" /> {m.events_expected({ count: event.attendees })}
          </p>
        )}
        <div id={detailsId} hidden={!isOpen} className="space-y-2 pt-2 text-slate-800">
          <p lang={untranslatedLang(event.contentLocale)} className="whitespace-pre-line">
            {event.description}
          </p>
          <EventLinks event={event} />
        </div>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button size="sm" variant="outline" aria-expanded={isOpen} aria-controls={detailsId} onClick={() => setIsOpen((open) => !open)}>
          {isOpen ? m.events_less_info() : m.events_more_info()}
        </Button>
        {!isPast && (
          <>
            <EventRegistration event={event} />
            <Button size="sm" variant="secondary" onClick={() => saveToCalendar(event)}>
              <CalendarPlus aria-hidden /> {m.events_add_to_calendar()}
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  )
}
