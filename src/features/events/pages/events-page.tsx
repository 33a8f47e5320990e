import { lazy, Suspense } from 'react'
import { Link } from '@/lib/routing'
import { CalendarPlus, Plus } from 'lucide-react'
import { paths } from '@/app/paths'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { PageHead } from '@/components/page-head'
import { buttonVariants } from '@/components/ui/button'
import type { Event } from '@/features/events/event'
import { eventCategories, ukDate } from '@/features/events/event-summary'
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
        <EmptyState title="Pagal pasirinktus filtrus renginių nerasta" hint="Pasirinkite kitą miestą ar mėnesį arba išvalykite filtrus." onClear={filters.clearAll} />
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
        title="Renginiai"
        description="Lietuvių renginiai Jungtinėje Karalystėje: šventės, koncertai, mugės, verslo forumai ir sporto varžybos. Pridėkite juos į savo kalendorių."
        path={paths.events}
        jsonLd={events.map(eventJsonLd)}
      />
      <DirectoryHero title="Renginiai" lead="Šventės, koncertai, mugės ir varžybos – lietuviški renginiai visoje Jungtinėje Karalystėje.">
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={eventsFeedUrl} className={buttonVariants({ variant: 'accent' })}>
            <CalendarPlus aria-hidden /> Prenumeruoti kalendorių (.ics)
          </a>
          <Link to={paths.eventProposal} className={buttonVariants({ variant: 'outline' })}>
            <Plus aria-hidden /> Pasiūlyti renginį
          </Link>
        </div>
        <p className="mt-4 text-sm text-brand-50">
          Kalendoriai pagal sritį:{' '}
          {eventCategories.map((category, index) => (
            <span key={category}>
              {index > 0 && ', '}
              <a href={webcalUrl(paths.feeds.categoryCalendar(categorySlug(category)))} className="font-medium text-white underline">
                {category}
              </a>
            </span>
          ))}
          . Naujienų skaitytuvams –{' '}
          <a href={paths.feeds.events} className="font-medium text-white underline">
            Atom srautas
          </a>
          .
        </p>
        <link rel="alternate" type="application/atom+xml" title="Lietuviai JK: renginiai" href={paths.feeds.events} />
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
            {state === 'loading' ? 'Įkeliama…' : 'Nepavyko įkelti renginių. Patikrinkite ryšį ir atnaujinkite puslapį.'}
          </p>
        )}
      </div>
    </>
  )
}
