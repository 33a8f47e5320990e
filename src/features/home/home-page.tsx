import { lazy, Suspense } from 'react'
import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { PageHead, SITE_NAME } from '@/components/page-head'
import { buttonVariants } from '@/components/ui/button'
import { GlobalSearch } from '@/features/search/global-search'
import { SITE_URL } from '@/lib/site-url'
import { getLocale, htmlLang } from '@/lib/i18n/locale'
import { UpcomingEvents } from './upcoming-events'
import { m } from '@/paraglide/messages'
import { DirectoryFigures } from '@/features/directory/live/directory-figures'

/**
 * Below the hero, with its own boundary: its script (the cards and the six communities' data)
 * is the home page's alone, so it is not in the entry chunk every page loads. While it loads the
 * prerendered cards stay as they are; the rest of the page hydrates without waiting.
 */
const FeaturedCommunities = lazy(async () => ({ default: (await import('./featured-communities')).FeaturedCommunities }))

export function HomePage() {
  return (
    <>
      <PageHead
        title={SITE_NAME}
        description={m.home_description()}
        path={paths.home}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: `${SITE_URL}${paths.home}`,
          inLanguage: htmlLang[getLocale()],
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${SITE_URL}${paths.communities.list}?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        }}
      />
      <section className="bg-gradient-to-br from-brand-800 via-brand-900 to-slate-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{m.home_title()}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
            {m.home_lead()}
          </p>
          <div className="mx-auto mt-8 max-w-2xl text-left">
            <GlobalSearch variant="hero" />
          </div>
          <DirectoryFigures />
          <Link to={paths.about} className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-10' })}>
            {m.home_about_link()}
          </Link>
        </div>
      </section>
      <Suspense fallback={null}>
        <FeaturedCommunities />
      </Suspense>
      <UpcomingEvents />
    </>
  )
}
