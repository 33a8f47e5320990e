import { useParams } from '@/lib/routing'
import { CalendarDays, CalendarPlus, Clock, MapPin, Users } from 'lucide-react'
import { paths } from '@/app/paths'
import { BackLink } from '@/components/directory/back-link'
import { PageHead } from '@/components/page-head'
import { UntranslatedNote } from '@/components/untranslated-note'
import { untranslatedLang } from '@/lib/i18n/locale'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ReportButton } from '@/features/content-reports/report-button'
import { MissingEntry } from '@/features/directory/live/missing-entry'
import { useBrowserValue } from '@/hooks/use-is-browser'
import { useRouteData } from '@/lib/page-data/page-data-context'
import { formatDate } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { eventPrice, saveToCalendar, timeRange } from '../components/event-card'
import { EventLinks } from '../components/event-links'
import { EventRegistration } from '../components/event-registration'
import { eventJsonLd } from '../event-json-ld'
import { categoryLabel } from '../labels'
import { useRenderDay } from '../use-render-day'
import { ukDate } from '@/lib/uk-clock'

/** An approved event's own page: what, when and where, how to register and to save it. */
export function EventPage() {
  const { slug = '' } = useParams()
  const { data: event, state } = useRouteData(`event:${slug}`, (signal) =>
    import('../live/approved-events').then(({ loadApprovedEvent }) => loadApprovedEvent(slug, signal)),
  )
  // Whether it is over: by the render's day until the page has hydrated, then by the visitor's.
  const today = useBrowserValue<string | null>(ukDate(), useRenderDay())
  if (!event) return <MissingEntry state={state} title={m.events_not_found()} backTo={paths.events} backLabel={m.events_back_to_list()} />
  const isPast = today !== null && (event.endDate ?? event.date) < today
  const wordsLang = untranslatedLang(event.contentLocale)

  return (
    <>
      {/* An English version to name only where the event's translation is published. */}
      <PageHead title={event.title} description={event.description} path={paths.event(event.id)} translated={event.hasEnglish === true} jsonLd={eventJsonLd(event)} />
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-10">
          <BackLink to={paths.events} label={m.events_all_events()} />
          <div className="mt-6 flex flex-wrap gap-2">
            <Badge variant="accent">{categoryLabel(event.category)}</Badge>
            <Badge variant="secondary">{eventPrice(event.price)}</Badge>
            {isPast && <Badge variant="outline">{m.events_held()}</Badge>}
          </div>
          <h1 lang={wordsLang} className="mt-3 text-3xl font-bold sm:text-4xl">
            {event.title}
          </h1>
          {wordsLang && <UntranslatedNote />}
          <ul className="mt-4 space-y-1 text-brand-50">
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden className="size-4" />
              <time dateTime={event.date}>{formatDate(event.date)}</time>
              {event.endDate && (
                <>
                  –<time dateTime={event.endDate}>{formatDate(event.endDate)}</time>
                </>
              )}
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden className="size-4" /> {timeRange(event)}
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4" /> {[event.address, event.location].filter(Boolean).join(', ')}
            </li>
          </ul>
        </div>
      </section>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4 text-slate-800">
          <h2 className="text-2xl font-semibold text-slate-900">{m.events_about()}</h2>
          <p lang={wordsLang} className="whitespace-pre-line">
            {event.description}
          </p>
          {event.attendees !== undefined && (
            <p className="flex items-center gap-2">
              <Users aria-hidden className="size-4 text-slate-600" /> {m.events_expected({ count: event.attendees })}
            </p>
          )}
          <EventLinks event={event} />
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
            <ReportButton
              name={event.title}
              choices={[
                { target: { kind: 'event', eventSlug: event.id }, label: m.report_target_event() },
                // Where the page shows the translation, it may be what is wrong.
                ...(event.contentLocale === 'en' ? [{ target: { kind: 'event_translation' as const, eventSlug: event.id }, label: m.report_target_translation() }] : []),
              ]}
            />
          </div>
        </div>
        <aside aria-label={m.events_participation()} className="space-y-3">
          {isPast ? (
            <p className="text-slate-800">{m.events_already_held()}</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              <EventRegistration event={event} />
              <Button size="sm" variant="secondary" onClick={() => saveToCalendar(event)}>
                <CalendarPlus aria-hidden /> {m.events_add_to_calendar()}
              </Button>
            </div>
          )}
        </aside>
      </div>
    </>
  )
}
