import { lazy, Suspense } from 'react'
import { useParams } from 'react-router-dom'
import { CalendarDays, MapPin, Users } from 'lucide-react'
import { paths } from '@/app/paths'
import { ClientOnly } from '@/components/client-only'
import { BackLink } from '@/components/directory/back-link'
import { ContactLinks } from '@/components/directory/contact-links'
import { Gallery } from '@/components/directory/gallery'
import { SocialBadges } from '@/components/directory/social-badges'
import { PageHead } from '@/components/page-head'
import { Badge } from '@/components/ui/badge'
import { communities, communityTypeLabels } from '@/data/communities'
import { MissingEntry } from '@/features/directory/live/missing-entry'
import { useLiveDirectory } from '@/features/directory/live/use-live-directory'
import { websiteHref } from '@/lib/format'
import { messages } from '@/lib/messages'
import { DetailAside } from '@/components/directory/detail-aside'
import { countLabel, nouns } from '@/lib/plural'
import { findCommunity } from '../find-community'

// Membership reads the server (supabase-js, forms): its own chunk, loaded with the page.
const MembershipSection = lazy(() => import('../membership/membership-section').then((m) => ({ default: m.MembershipSection })))
const HeroLogo = lazy(() => import('../membership/hero-logo').then((m) => ({ default: m.HeroLogo })))

export function CommunityPage() {
  const { slug = '' } = useParams()
  const { items, state, trustOf } = useLiveDirectory('communities', communities)
  const community = findCommunity(slug, items)
  if (!community) return <MissingEntry state={state} title="Bendruomenė nerasta" backTo={paths.communities.list} backLabel="Grįžti į bendruomenių sąrašą" />
  const trust = trustOf(community)

  return (
    <>
      <PageHead
        title={community.name}
        description={community.description}
        path={paths.communities.detail(community.id)}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          dateModified: trust?.updatedAt,
          name: community.name,
          description: community.description,
          email: community.email,
          telephone: community.phone,
          url: community.website ? websiteHref(community.website) : undefined,
          address: { '@type': 'PostalAddress', addressLocality: community.location, addressCountry: 'GB' },
          foundingDate: String(community.founded),
        }}
      />
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <BackLink to={paths.communities.list} label="Visos bendruomenės" />
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
            <ClientOnly fallback={<PlaceholderLogo />}>
              <Suspense fallback={<PlaceholderLogo />}>
                <HeroLogo communityId={community.id} communityName={community.name} />
              </Suspense>
            </ClientOnly>
            <div>
              <Badge variant="accent">{communityTypeLabels[community.type]}</Badge>
              <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{community.name}</h1>
              <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-brand-50">
                <li className="flex items-center gap-1.5">
                  <MapPin aria-hidden className="size-4" /> {community.location}
                </li>
                <li className="flex items-center gap-1.5">
                  <Users aria-hidden className="size-4" /> {countLabel(community.members, nouns.member)}
                </li>
                <li className="flex items-center gap-1.5">
                  <CalendarDays aria-hidden className="size-4" /> Įkurta {community.founded} m.
                </li>
              </ul>
            </div>
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <section aria-labelledby="apie">
            <h2 id="apie" className="text-2xl font-semibold">
              Apie bendruomenę
            </h2>
            <p className="mt-3 text-slate-800">{community.fullDescription}</p>
            <h3 className="mt-6 text-lg font-semibold">Veiklos sritys</h3>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {community.activities.map((activity) => (
                <li key={activity} className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900">
                  {activity}
                </li>
              ))}
            </ul>
          </section>
          <Gallery images={community.gallery} name={community.name} />
          <ClientOnly fallback={<MembershipPlaceholder />}>
            <Suspense fallback={<MembershipPlaceholder />}>
              <MembershipSection communityId={community.id} communityName={community.name} />
            </Suspense>
          </ClientOnly>
        </div>
        <DetailAside
          verifiedAt={trust?.lastVerifiedAt}
          contacts={
            <div className="space-y-4">
              <p className="text-sm text-slate-800">
                {community.leaderTitle}: <strong>{community.leader}</strong>
              </p>
              <ContactLinks address={community.address} email={community.email} phone={community.phone} website={community.website} />
              <SocialBadges name={community.name} facebook={community.facebook} instagram={community.instagram} />
            </div>
          }
          meetingTime={community.meetingTime}
          nextEvent={community.nextEvent}
          eventDate={community.eventDate}
        />
      </div>
    </>
  )
}

/** What the hero shows until the server's logo arrives (and while prerendering). */
function PlaceholderLogo() {
  return <img src="/images/placeholder-logo.svg" alt="" width={96} height={96} className="size-24 shrink-0 rounded-2xl bg-white object-contain p-2" />
}

/** Holds the membership section's place (and height) until it loads, so nothing jumps. */
function MembershipPlaceholder() {
  return (
    <section aria-labelledby="naryste" className="min-h-96 rounded-xl border border-slate-200 p-6">
      <h2 id="naryste" className="text-2xl font-semibold text-slate-900">
        Narystė
      </h2>
      <p className="mt-2 text-slate-700">{messages.loading}</p>
    </section>
  )
}
