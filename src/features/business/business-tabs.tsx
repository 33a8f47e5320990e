import { Link } from '@/lib/routing'
import { MapPin } from 'lucide-react'
import { paths } from '@/app/paths'
import { ContactLinks } from '@/components/directory/contact-links'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import type { Ad } from '@/features/classifieds/ad'
import { adPrice, ClassifiedFacts } from '@/features/classifieds/components/classified-facts'
import type { DirectoryItem } from '@/features/directory/definitions'
import type { Event } from '@/features/events/event'
import { EventCard } from '@/features/events/components/event-card'
import type { ArticleSummary } from '@/features/news/article'
import { ArticleCard } from '@/features/news/components/article-card'
import { mailtoHref } from '@/lib/links'

const grid = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3'

/** What a tab says while its rows load, cannot be read, or when there are none. */
function TabState({ state, empty, children }: { state: 'ready' | 'loading' | 'unavailable'; empty: string | null; children: React.ReactNode }) {
  if (state !== 'ready' || empty) {
    return (
      <p role="status" className="py-8 text-center text-slate-800">
        {state === 'loading' ? 'Įkeliama…' : state === 'unavailable' ? 'Nepavyko įkelti. Patikrinkite ryšį ir atnaujinkite puslapį.' : empty}
      </p>
    )
  }
  return children
}

/** The businesses directory's published entries. */
export function CatalogTab({ businesses, state }: { businesses: readonly DirectoryItem<'businesses'>[]; state: 'ready' | 'loading' | 'unavailable' }) {
  return (
    <TabState state={state} empty={businesses.length === 0 ? 'Kataloge įmonių dar nėra.' : null}>
      <ul className={grid}>
        {businesses.map((business) => (
          <li key={business.name}>
            <Card className="flex h-full flex-col overflow-hidden">
              <img src={business.image} alt="" width={640} height={400} loading="lazy" className="aspect-[8/5] w-full object-cover" />
              <CardHeader>
                <Badge variant="secondary" className="w-fit">
                  {business.category}
                </Badge>
                <CardTitle>{business.name}</CardTitle>
                <p className="flex items-center gap-1 text-sm text-slate-700">
                  <MapPin aria-hidden className="size-4" /> {business.location}
                </p>
              </CardHeader>
              <CardContent className="flex-1 space-y-3">
                <p className="text-slate-800">{business.description}</p>
                <ContactLinks email={business.email} phone={business.phone} website={business.website} />
              </CardContent>
              <CardFooter>
                <a href={mailtoHref(business.email)} className={buttonVariants({ size: 'sm' })}>
                  Susisiekti<span className="sr-only">: {business.name}</span>
                </a>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </TabState>
  )
}

/** The public job classifieds, newest first, with the portal's warning against job scams. */
export function JobsTab({ jobs, state }: { jobs: readonly Ad[]; state: 'ready' | 'loading' | 'unavailable' }) {
  return (
    <div className="space-y-6">
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900">
        Saugokitės apgavysčių: niekada nemokėkite už darbo pasiūlymą ar „įdarbinimo mokestį“ ir nesiųskite asmens dokumentų kopijų, kol nesusitikote su darbdaviu.
      </p>
      <TabState state={state} empty={jobs.length === 0 ? 'Darbo skelbimų šiuo metu nėra.' : null}>
        <ul className={grid}>
          {jobs.map((job) => (
            <li key={job.id}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>
                    <Link to={paths.classified(job.id)} className="underline-offset-4 hover:underline">
                      {job.title}
                    </Link>
                  </CardTitle>
                  <p className="font-semibold text-brand-800">{adPrice(job)}</p>
                </CardHeader>
                <CardContent className="space-y-2 text-sm">
                  <ClassifiedFacts ad={job} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </TabState>
      <Link to={`${paths.classifieds}?${new URLSearchParams({ kategorija: 'Darbas' })}`} className={buttonVariants({ variant: 'outline' })}>
        Visi darbo skelbimai
      </Link>
    </div>
  )
}

/** The coming events of the 'Verslas' category. */
export function EventsTab({ events, state }: { events: readonly Event[]; state: 'ready' | 'loading' | 'unavailable' }) {
  return (
    <TabState state={state} empty={events.length === 0 ? 'Artimiausių verslo renginių kol kas nėra.' : null}>
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

/** The articles of the 'Verslas' category: the community's business stories. */
export function StoriesTab({ articles, state }: { articles: readonly ArticleSummary[]; state: 'ready' | 'loading' | 'unavailable' }) {
  return (
    <TabState state={state} empty={articles.length === 0 ? 'Verslo istorijų dar nėra.' : null}>
      <ul className={grid}>
        {articles.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </TabState>
  )
}
