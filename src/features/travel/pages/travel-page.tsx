import { lazy, Suspense } from 'react'
import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { PageHead } from '@/components/page-head'
import { upcomingEvents, ukDate } from '@/features/events/event-summary'
import { useRenderDay } from '@/features/events/use-render-day'
import { ArticleCard } from '@/features/news/components/article-card'
import { useBrowserValue } from '@/hooks/use-is-browser'
import { useLiveList } from '@/hooks/use-live-list'

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
      <PageHead title="Kelionės" description="Kelionės tarp Jungtinės Karalystės ir Lietuvos: bendruomenės narių patirtis, patarimai ir naujienos." path={paths.travel} />
      <DirectoryHero title="Kelionės" lead="Patirtis, patarimai ir naujienos keliaujantiems tarp Jungtinės Karalystės ir Lietuvos." />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <section aria-labelledby="artimiausios-keliones">
          <h2 id="artimiausios-keliones" className="mb-6 text-2xl font-bold">
            Artimiausios bendros kelionės
          </h2>
          {events.state === 'ready' ? (
            <Suspense fallback={<p className="text-slate-800">Įkeliama…</p>}>
              <TripList trips={trips} />
            </Suspense>
          ) : (
            <p role="status" className="text-slate-800">
              {events.state === 'loading' ? 'Įkeliama…' : 'Nepavyko įkelti kelionių. Patikrinkite ryšį ir atnaujinkite puslapį.'}
            </p>
          )}
        </section>
        {state !== 'ready' ? (
          <p role="status" className="py-16 text-center text-lg text-slate-800">
            {state === 'loading' ? 'Įkeliama…' : 'Nepavyko įkelti straipsnių. Patikrinkite ryšį ir atnaujinkite puslapį.'}
          </p>
        ) : travel.length === 0 ? (
          <p role="status" className="text-slate-800">
            Straipsnių apie keliones dar nėra. Kitos naujienos – <Link to={paths.news} className="text-brand-700 underline">naujienų puslapyje</Link>.
          </p>
        ) : (
          <section aria-labelledby="kelioniu-straipsniai">
            <h2 id="kelioniu-straipsniai" className="text-2xl font-bold">
              Straipsniai apie keliones
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
