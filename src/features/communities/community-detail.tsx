import { lazy, Suspense } from 'react'
import { CalendarDays, CalendarPlus, MapPin, Users } from 'lucide-react'
import { paths } from '@/app/paths'
import { webcalUrl } from '@/lib/webcal'
import { ClientOnly } from '@/components/client-only'
import { ContactLinks } from '@/components/directory/contact-links'
import { Gallery } from '@/components/directory/gallery'
import { SocialBadges } from '@/components/directory/social-badges'
import { Badge } from '@/components/ui/badge'
import { communityTypeLabels } from '@/features/communities/community'
import type { DirectoryDetailDefinition } from '@/features/directory/detail/detail-definition'
import { websiteHref } from '@/lib/links'
import { perLocale } from '@/lib/i18n/per-locale'
import { m } from '@/paraglide/messages'
import { findCommunity } from './find-community'
import { MembershipPlaceholder } from './membership/membership-placeholder'

// Membership reads the server in the browser only: its own chunks, loaded with the page.
const MembershipSection = lazy(() => import('./membership/membership-section').then((module) => ({ default: module.MembershipSection })))
const HeroLogo = lazy(() => import('./membership/hero-logo').then((module) => ({ default: module.HeroLogo })))

/** What the hero shows until the server's logo arrives (and while prerendering). */
function PlaceholderLogo() {
  return <img src="/images/placeholder-logo.svg" alt="" width={96} height={96} className="size-24 shrink-0 rounded-2xl bg-white object-contain p-2" />
}

/** A community's page, with its membership plans, in the page's language. */
export const communityDetail = perLocale((): DirectoryDetailDefinition<'communities'> => ({
  directory: 'communities',
  find: findCommunity,
  path: (community) => paths.communities.detail(community.id),
  list: { path: paths.communities.list, backLabel: m.communities_back_to_all() },
  missing: { title: m.communities_missing_title(), backLabel: m.communities_missing_back() },
  description: (community) => community.description,
  jsonLd: (community) => ({
    '@type': 'Organization',
    email: community.email,
    telephone: community.phone,
    url: community.website ? websiteHref(community.website) : undefined,
    address: { '@type': 'PostalAddress', addressLocality: community.location, addressCountry: 'GB' },
    foundingDate: String(community.founded),
  }),
  hero: (community) => ({
    logo: (
      <ClientOnly fallback={<PlaceholderLogo />}>
        <Suspense fallback={<PlaceholderLogo />}>
          <HeroLogo communityId={community.id} communityName={community.name} />
        </Suspense>
      </ClientOnly>
    ),
    badges: [
      <Badge key="type" variant="accent">
        {communityTypeLabels[community.type]}
      </Badge>,
    ],
    facts: (
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li className="flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4" /> {community.location}
        </li>
        <li className="flex items-center gap-1.5">
          <Users aria-hidden className="size-4" /> {m.communities_members({ count: community.members })}
        </li>
        <li className="flex items-center gap-1.5">
          <CalendarDays aria-hidden className="size-4" /> {m.communities_founded({ year: community.founded })}
        </li>
      </ul>
    ),
  }),
  main: (community) => (
    <>
      <section aria-labelledby="apie">
        <h2 id="apie" className="text-2xl font-semibold">
          {m.communities_about_heading()}
        </h2>
        <p className="mt-3 text-slate-800">{community.fullDescription}</p>
        <h3 className="mt-6 text-lg font-semibold">{m.communities_activities_heading()}</h3>
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
    </>
  ),
  aside: (community) => ({
    contacts: (
      <div className="space-y-4">
        <p className="text-sm text-slate-800">
          {community.leaderTitle}: <strong>{community.leader}</strong>
        </p>
        <ContactLinks address={community.address} email={community.email} phone={community.phone} website={community.website} />
        <SocialBadges name={community.name} facebook={community.facebook} instagram={community.instagram} />
        <a href={webcalUrl(paths.feeds.communityCalendar(community.id))} className="flex min-h-8 items-center gap-1.5 text-sm font-medium text-brand-700 underline">
          <CalendarPlus aria-hidden className="size-4" /> {m.communities_events_calendar()}
        </a>
      </div>
    ),
    meetingTime: community.meetingTime,
    nextEvent: community.nextEvent,
    eventDate: community.eventDate,
  }),
}))
