import { lazy, Suspense } from 'react'
import { Link } from '@/lib/routing'
import { CalendarPlus, Plus } from 'lucide-react'
import { paths } from '@/app/paths'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { PageHead } from '@/components/page-head'
import { buttonVariants } from '@/components/ui/button'
import type { Event } from '@/features/events/event'
import { eventCategories } from '@/features/events/event-summary'
import { useBrowserValue } from '@/hooks/use-is-browser'
import { useRenderDay } from '../use-render-day'
import { useUrlFilters } from '@/hooks/use-url-filters'
import { EventFilters } from '../components/event-filters'
import { EventSections } from '../components/event-sections'
import { eventFilterParams, filterEvents } from '../event-filters'
import { eventJsonLd } from '../event-json-ld'
import { eventsFeedUrl } from '../feed-url'
import { webcalUrl } from '@/lib/webcal'
import { categorySlug } from '../feeds/calendar-categories'
import { useLiveList } from '@/hooks/use-live-list'
import { NearMeField } from '@/features/near-me/near-me-field'
import { useNearOrigin } from '@/features/near-me/use-near-origin'
import { m } from '@/paraglide/messages'
import { categoryLabel } from '../labels'
import { ukDate } from '@/lib/uk-clock'

// Shown only once a visitor sorts by distance: loaded then, not with the page.
const EventsByDistance = lazy(async () => ({ default: (await import('../components/events-by-distance')).EventsByDistance }))

// Shown only when the visitor's filters leave nothing: loaded then, not with the page.
const EmptyState = lazy(async () => ({ default: (await import('@/components/directory/empty-state')).EmptyState }))

type Filters = ReturnType<typeof useUrlFilters<typeof eventFilterParams>>

/** The lists for `today`, or a way out when the filters leave nothing. */
function DatedSections({ events, filters, today }: { events: readonly Event[]; filters: Filters; today: string | null }) {
  if (filters.isActive && events.length === 0) {
    return (
      <Suspense fallback={null}>
        <EmptyState title={m.events_empty_title()} hint={m.events_empty_hint()} onClear={filters.clearAll} />
      </Suspense>
    )
  }
  return <EventSections events={events} today={today} />
}

export function EventsPage() {
  // Filters are read after hydration (the prerendered page is the unfiltered one).
  const filters = useUrlFilters(eventFilterParams)
  // Which events are past depends on the day: the render's while rendering and hydrating, the
  // visitor's UK date right after. The same components render both, so React keeps the hydrated
  // cards and changes only what the date moves.
  const today = useBrowserValue<string | null>(ukDate(), useRenderDay())
  const { items: events, state } = useLiveList('events', (signal) => import('../live/approved-events').then(({ loadApprovedEvents }) => loadApprovedEvents(signal)))
  const nearOrigin = useNearOrigin(filters.values.netoli, (value) => filters.set('netoli', value))
  const origin = nearOrigin.state.kind === 'ready' ? nearOrigin.state.origin : null
  const filtered = filterEvents(events, filters.values)
  return (
    <>
      <PageHead
        title={m.events_title()}
        description={m.events_head_description()}
        path={paths.events}
        jsonLd={events.map(eventJsonLd)}
      />
      <DirectoryHero title={m.events_title()} lead={m.events_hero_lead()}>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={eventsFeedUrl} className={buttonVariants({ variant: 'accent' })}>
            <CalendarPlus aria-hidden /> {m.events_subscribe_calendar()}
          </a>
          <Link to={paths.eventProposal} className={buttonVariants({ variant: 'outline' })}>
            <Plus aria-hidden /> {m.events_propose()}
          </Link>
        </div>
        <p className="mt-4 text-sm text-brand-50">
          {m.events_category_calendars()}{' '}
          {eventCategories.map((category, index) => (
            <span key={category}>
              {index > 0 && ', '}
              <a href={webcalUrl(paths.feeds.categoryCalendar(categorySlug(category)))} className="font-medium text-white underline">
                {categoryLabel(category)}
              </a>
            </span>
          ))}
          {m.events_feed_readers()}{' '}
          <a href={paths.feeds.events} className="font-medium text-white underline">
            {m.events_atom_feed()}
          </a>
          .
        </p>
        <link rel="alternate" type="application/atom+xml" title={m.events_feed_title()} href={paths.feeds.events} />
      </DirectoryHero>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12">
        {/* Prerendered with the page, so the lists below do not move when it hydrates. */}
        <EventFilters events={events} filters={filters} />
        <NearMeField place={filters.values.netoli} near={nearOrigin} radius={filters.values.iki} onRadiusChange={(value) => filters.set('iki', value)} />
        {state === 'ready' ? (
          origin ? (
            <Suspense fallback={null}>
              <EventsByDistance events={filtered} today={today} origin={origin} radius={filters.values.iki} />
            </Suspense>
          ) : (
            <DatedSections events={filtered} filters={filters} today={today} />
          )
        ) : (
          <p role="status" className="py-16 text-center text-lg text-slate-800">
            {state === 'loading' ? m.list_loading() : m.events_load_failed()}
          </p>
        )}
      </div>
    </>
  )
}
