import { Link } from 'react-router-dom'
import { paths } from '@/app/paths'
import { PageHead, SITE_NAME } from '@/components/page-head'
import { buttonVariants } from '@/components/ui/button'
import { GlobalSearch } from '@/features/search/global-search'
import { SITE_URL } from '@/lib/site-url'
import { FeaturedCommunities } from './featured-communities'
import { UpcomingEvents } from './upcoming-events'

const stats = [
  { value: '50+', label: 'bendruomenių' },
  { value: '15K+', label: 'narių' },
  { value: '200+', label: 'renginių per metus' },
  { value: '12', label: 'miestų' },
]

export function HomePage() {
  return (
    <>
      <PageHead
        title={SITE_NAME}
        description="Lietuvių bendruomenės, lituanistinės mokyklos, kolektyvai, sporto klubai, renginiai ir svarbi informacija lietuviams Jungtinėje Karalystėje."
        path={paths.home}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: `${SITE_URL}/`,
          inLanguage: 'lt',
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${SITE_URL}${paths.communities.list}?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        }}
      />
      <section className="bg-gradient-to-br from-brand-800 via-brand-900 to-slate-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Lietuviai Jungtinėje Karalystėje</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
            Bendruomenės, lituanistinės mokyklos, kolektyvai, sporto klubai ir renginiai – viskas vienoje vietoje.
          </p>
          <div className="mx-auto mt-8 max-w-2xl text-left">
            <GlobalSearch variant="hero" />
          </div>
          <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.label} className="rounded-lg bg-white/10 px-4 py-3">
                <dd className="text-3xl font-bold">{stat.value}</dd>
                <dt className="text-sm text-brand-50">{stat.label}</dt>
              </div>
            ))}
          </dl>
          <Link to={paths.about} className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-10' })}>
            Sužinokite daugiau
          </Link>
        </div>
      </section>
      <FeaturedCommunities />
      <UpcomingEvents />
    </>
  )
}
