import { lazy, Suspense } from 'react'
import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { PageHead } from '@/components/page-head'
import { upcomingEvents } from '@/features/events/event-summary'
import { useRenderDay } from '@/features/events/use-render-day'
import { ArticleCard } from '@/features/news/components/article-card'
import { useBrowserValue } from '@/hooks/use-is-browser'
import { useLiveList } from '@/hooks/use-live-list'
import { withElements } from '@/lib/i18n/with-elements'
import { m } from '@/paraglide/messages'
import { ukDate } from '@/lib/uk-clock'

// The event cards load with the trips, not with the page's first script.
const TripList = lazy(async () => ({ default: (await import('../components/trip-list')).TripList }))

/**
 * Travel to and from Lithuania as the portal really has it: the coming events of the 'Kelionės'
 * category (trips members proposed) and the published articles of that category. No route,
 * price or offer appears that nobody made.
 */
export function TravelPage() {
  const { items: articles, state } = useLiveList('articles', (signal) =>
    import('@/features/news/live/published-articles').then(({ loadPublishedArticles }) => loadPublishedArticles(signal)),
  )
  const events = useLiveList('events', (signal) => import('@/features/events/live/approved-events').then(({ loadApprovedEvents }) => loadApprovedEvents(signal)))
  const today = useBrowserValue<string | null>(ukDate(), useRenderDay())
  const trips = upcomingEvents(events.items, today).filter((event) => event.category === 'Kelionės')
  const travel = articles.filter((article) => article.category === 'Kelionės')

  return (
    <>
      <PageHead title={m.info_travel_title()} description={m.info_travel_description()} path={paths.travel} />
      <DirectoryHero title={m.info_travel_title()} lead={m.info_travel_lead()} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <section aria-labelledby="artimiausios-keliones">
          <h2 id="artimiausios-keliones" className="mb-6 text-2xl font-bold">
            {m.info_travel_trips_heading()}
          </h2>
          {events.state === 'ready' ? (
            <Suspense fallback={<p className="text-slate-800">{m.info_loading()}</p>}>
              <TripList trips={trips} />
            </Suspense>
          ) : (
            <p role="status" className="text-slate-800">
              {events.state === 'loading' ? m.info_loading() : m.info_travel_trips_failed()}
            </p>
          )}
        </section>
        {state !== 'ready' ? (
          <p role="status" className="py-16 text-center text-lg text-slate-800">
            {state === 'loading' ? m.info_loading() : m.info_travel_articles_failed()}
          </p>
        ) : travel.length === 0 ? (
          <p role="status" className="text-slate-800">
            {withElements(m.info_travel_no_articles, {
              link: (
                <Link to={paths.news} className="text-brand-700 underline">
                  {m.info_travel_news_page()}
                </Link>
              ),
            })}
          </p>
        ) : (
          <section aria-labelledby="kelioniu-straipsniai">
            <h2 id="kelioniu-straipsniai" className="text-2xl font-bold">
              {m.info_travel_articles_heading()}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {travel.map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  )
}
