import { Link } from '@/lib/routing'
import { CalendarDays, MapPin } from 'lucide-react'
import { paths } from '@/app/paths'
import { ClientOnly } from '@/components/client-only'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { registrationHref, upcomingEvents, type EventSummary } from '@/features/events/event-summary'
import { useLiveList } from '@/hooks/use-live-list'
import { formatDate } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { useRenderDay } from '@/features/events/use-render-day'
import { untranslatedLang } from '@/lib/i18n/locale'
import { categoryLabel } from '@/features/events/labels'
import { ukDate } from '@/lib/uk-clock'

/**
 * The events page's EventRegistration, written inline: the home page must not add a module to
 * its first load (100 KB of JS gzip at most). An e-mail to the organiser, or disabled with the reason shown.
 */
function Registration({ event }: { event: EventSummary }) {
  const href = registrationHref(event)
  if (href) {
    return (
      <a href={href} className={buttonVariants({ size: 'sm' })}>
        {m.home_register()}
        <span className="sr-only">{m.home_register_by_email({ title: event.title })}</span>
      </a>
    )
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <button type="button" disabled aria-describedby={`${event.id}-registracija`} className={buttonVariants({ size: 'sm' })}>
        {m.home_register()}
        <span className="sr-only">: {event.title}</span>
      </button>
      <p id={`${event.id}-registracija`} className="text-xs text-slate-700">
        {m.home_register_unavailable()}
      </p>
    </div>
  )
}

/** The next four events; `today` null lists the first four of all. */
function EventCards({ events, today }: { events: readonly EventSummary[]; today: string | null }) {
  const shown = upcomingEvents(events, today).slice(0, 4)
  if (shown.length === 0) return <p className="mt-8 text-slate-800">{m.home_no_events()}</p>
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {shown.map((event) => (
        <li key={event.id}>
          <Card className="flex h-full flex-col">
            <CardHeader>
              <p className="text-sm font-semibold text-brand-700">{categoryLabel(event.category)}</p>
              <CardTitle lang={untranslatedLang(event.contentLocale)}>{event.title}</CardTitle>
            </CardHeader>
            <CardContent className="flex-1 space-y-1 text-sm text-slate-800">
              <p className="flex items-center gap-1.5">
                <CalendarDays aria-hidden className="size-4 text-slate-600" />
                {/* One flex item: the gap must not split the date from its comma. */}
                <span>
                  <time dateTime={event.date}>{formatDate(event.date)}</time>, {event.allDay ? m.home_all_day() : event.time}
                </span>
              </p>
              <p className="flex items-center gap-1.5">
                <MapPin aria-hidden className="size-4 text-slate-600" /> {event.location}
              </p>
            </CardContent>
            <CardFooter className="flex-wrap items-start">
              <Registration event={event} />
              <Link
                to={paths.event(event.id)}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                aria-label={m.home_event_more_label({ title: event.title })}
              >
                {m.home_event_more()}
              </Link>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  )
}

/** 'Daugiau informacijos' opens the event's own page; events already held are left out. */
export function UpcomingEvents() {
  const renderDay = useRenderDay()
  const { items: events, state } = useLiveList('event-summaries', (signal) =>
    import('@/features/events/live/approved-events').then(({ loadApprovedSummaries }) => loadApprovedSummaries(signal)),
  )
  return (
    <section aria-labelledby="renginiai" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="renginiai" className="text-3xl font-bold">
            {m.home_events_title()}
          </h2>
          <Link to={paths.events} className={buttonVariants({ variant: 'outline' })}>
            {m.home_all_events()}
          </Link>
        </div>
        {state !== 'ready' ? (
          <p role="status" className="mt-8 text-slate-800">
            {state === 'loading' ? m.list_loading() : m.home_events_failed()}
          </p>
        ) : (
          // Which events are past: by the render's day until the page has hydrated, then by the visitor's.
          <ClientOnly fallback={<EventCards events={events} today={renderDay} />}>
            <EventCards events={events} today={ukDate()} />
          </ClientOnly>
        )}
      </div>
    </section>
  )
}
