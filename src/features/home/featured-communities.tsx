import { Link } from '@/lib/routing'
import { MapPin, Users } from 'lucide-react'
import { paths } from '@/app/paths'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import type { CommunityCard } from '@/features/communities/community'
import { useLiveList } from '@/hooks/use-live-list'
import { m } from '@/paraglide/messages'
import { lithuanianOnly, untranslatedLang, type Locale } from '@/lib/i18n/locale'

/** The first six published communities in the directory's order, with what a card shows. */
async function loadFeatured(signal: AbortSignal): Promise<readonly (CommunityCard & { contentLocale: Locale | undefined })[]> {
  const { loadPublishedItems } = await import('@/features/directory/live/load-published')
  const { items, contentLocales } = await loadPublishedItems('communities', signal)
  return items.slice(0, 6).map(({ id, name, type, location, members, description }, index) => ({ id, name, type, location, members, description, contentLocale: contentLocales[index] }))
}

export function FeaturedCommunities() {
  const { items: featured } = useLiveList('featured-communities', loadFeatured)
  return (
    <section aria-labelledby="bendruomenes" className="mx-auto max-w-7xl px-4 py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="bendruomenes" className="text-3xl font-bold">
            {m.home_communities_title()}
          </h2>
          <p className="mt-2 text-slate-700">{m.home_communities_lead()}</p>
        </div>
        <Link to={paths.communities.list} className={buttonVariants({ variant: 'outline' })}>
          {m.home_all_communities()}
        </Link>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {featured.map((community) => (
          <li key={community.id}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <CardTitle lang={untranslatedLang(community.contentLocale)}>{community.name}</CardTitle>
                <p className="flex items-center gap-1.5 text-sm text-slate-700">
                  <MapPin aria-hidden className="size-4" /> <span lang={lithuanianOnly()}>{community.location}</span>
                  <Users aria-hidden className="ml-3 size-4" /> {m.home_members({ count: community.members })}
                </p>
              </CardHeader>
              <CardContent lang={untranslatedLang(community.contentLocale)} className="flex-1 text-slate-800">
                {community.description}
              </CardContent>
              <CardFooter>
                <Link
                  to={paths.communities.detail(community.id)}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  aria-label={m.home_more_label({ name: community.name })}
                >
                  {m.home_more()}
                </Link>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
