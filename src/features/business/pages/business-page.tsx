import { lazy, Suspense } from 'react'
import { Link, useSearchParams } from '@/lib/routing'
import { paths } from '@/app/paths'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { PageHead } from '@/components/page-head'
import { buttonVariants } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { businessAdCategories } from '@/features/classifieds/ad'
import { usePublishedDirectory } from '@/features/directory/live/use-published-directory'
import { upcomingEvents } from '@/features/events/event-summary'
import { useRenderDay } from '@/features/events/use-render-day'
import { useBrowserValue } from '@/hooks/use-is-browser'
import { useLiveList } from '@/hooks/use-live-list'
import { formatCount } from '@/lib/format'
import { CatalogTab } from '../tabs/catalog-tab'
import { m } from '@/paraglide/messages'
import { ukDate } from '@/lib/uk-clock'

// The catalogue is the tab a page opens with; the others load when chosen (or named in the address).
const JobsTab = lazy(async () => ({ default: (await import('../tabs/jobs-tab')).JobsTab }))
const EventsTab = lazy(async () => ({ default: (await import('../tabs/events-tab')).EventsTab }))
const StoriesTab = lazy(async () => ({ default: (await import('../tabs/stories-tab')).StoriesTab }))
function LoadingTab() {
  return <p className="py-8 text-center text-slate-800">{m.list_loading()}</p>
}

/** The tabs by the address's 'skiltis', each with its name in the page's language. */
const tabs = [
  ['katalogas', m.directories_business_tab_catalogue],
  ['darbas', m.directories_business_tab_jobs],
  ['renginiai', m.directories_business_tab_events],
  ['istorijos', m.directories_business_tab_stories],
] as const

type TabKey = (typeof tabs)[number][0]

/**
 * Lithuanian business in the UK as the portal really has it: the businesses directory, the job
 * classifieds, the business events and the business articles. Every figure is counted from them.
 */
export function BusinessPage() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('skiltis')
  const tab: TabKey = tabs.some(([key]) => key === requested) ? (requested as TabKey) : 'katalogas'
  const catalogue = usePublishedDirectory('businesses')
  const classifieds = useLiveList('classifieds', (signal) => import('@/features/classifieds/live/load-public').then(({ loadPublicClassifieds }) => loadPublicClassifieds(signal)))
  const events = useLiveList('events', (signal) => import('@/features/events/live/approved-events').then(({ loadApprovedEvents }) => loadApprovedEvents(signal)))
  const articles = useLiveList('articles', (signal) => import('@/features/news/live/published-articles').then(({ loadPublishedArticles }) => loadPublishedArticles(signal)))
  const today = useBrowserValue<string | null>(ukDate(), useRenderDay())
  const jobs = classifieds.items.filter((ad) => businessAdCategories.includes(ad.category))
  const businessEvents = upcomingEvents(events.items, today).filter((event) => event.category === 'Verslas')
  const stories = articles.items.filter((article) => article.category === 'Verslas')
  // Counted from what is listed below, each saying what it counts; none while it is not read yet.
  const stats = [
    { label: m.directories_business_stat_companies(), value: catalogue.state === 'ready' ? formatCount(catalogue.items.length) : '–' },
    { label: m.directories_business_stat_jobs(), value: classifieds.state === 'ready' ? formatCount(jobs.length) : '–' },
    { label: m.directories_business_stat_events(), value: events.state === 'ready' ? formatCount(businessEvents.length) : '–' },
  ]

  return (
    <>
      <PageHead title={m.directories_business_head_title()} description={m.directories_business_head_description()} path={paths.business} />
      <DirectoryHero title={m.directories_business_hero_title()} lead={m.directories_business_hero_lead()} stats={stats} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current)
                if (value === 'katalogas') next.delete('skiltis')
                else next.set('skiltis', value)
                return next
              },
              { replace: true },
            )
          }
        >
          <h2 className="sr-only">{m.directories_business_sections()}</h2>
          <TabsList aria-label={m.directories_business_sections()}>
            {tabs.map(([key, label]) => (
              <TabsTrigger key={key} value={key}>
                {label()}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="katalogas">
            <CatalogTab businesses={catalogue.items} state={catalogue.state} />
          </TabsContent>
          <TabsContent value="darbas">
            <Suspense fallback={<LoadingTab />}>
              <JobsTab jobs={jobs} state={classifieds.state} />
            </Suspense>
          </TabsContent>
          <TabsContent value="renginiai">
            <Suspense fallback={<LoadingTab />}>
              <EventsTab events={businessEvents} state={events.state} />
            </Suspense>
          </TabsContent>
          <TabsContent value="istorijos">
            <Suspense fallback={<LoadingTab />}>
              <StoriesTab articles={stories} state={articles.state} />
            </Suspense>
          </TabsContent>
        </Tabs>
        <section aria-labelledby="prisijunk-verslas" className="rounded-2xl bg-slate-900 p-8 text-center text-white">
          <h2 id="prisijunk-verslas" className="text-2xl font-bold">
            {m.directories_business_join_title()}
          </h2>
          <p className="mt-2 text-slate-200">{m.directories_business_join_text()}</p>
          <Link to={`${paths.about}#susisiekite`} className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-6' })}>
            {m.directories_business_join_button()}
          </Link>
        </section>
      </div>
    </>
  )
}
