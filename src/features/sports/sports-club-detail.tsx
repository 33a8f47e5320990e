import { Trophy } from 'lucide-react'
import { paths } from '@/app/paths'
import { ContactLinks } from '@/components/directory/contact-links'
import { Gallery } from '@/components/directory/gallery'
import { SocialBadges } from '@/components/directory/social-badges'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { sportsTypeLabel } from '@/features/sports/sports-club'
import type { DirectoryDetailDefinition } from '@/features/directory/detail/detail-definition'
import { websiteHref } from '@/lib/links'
import { perLocale } from '@/lib/i18n/per-locale'
import { m } from '@/paraglide/messages'
import { defaultAchievements, findSportsClub } from './find-sports-club'

/** 'Susisiekti' takes the reader (and keyboard focus) to the contacts card. */
function goToContacts() {
  const card = document.getElementById('kontaktai')
  card?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  card?.focus({ preventScroll: true })
}

/** A sports club's page, in the page's language. */
export const sportsClubDetail = perLocale((): DirectoryDetailDefinition<'sports'> => ({
  directory: 'sports',
  find: findSportsClub,
  path: (club) => paths.sports.detail(club.slug),
  list: { path: paths.sports.list, backLabel: m.directories_back() },
  missing: { title: m.directories_sports_missing_title(), backLabel: m.directories_sports_missing_back() },
  description: (club) => club.description,
  jsonLd: (club) => ({
    '@type': 'SportsOrganization',
    sport: club.sport,
    email: club.contact.email,
    url: club.contact.website ? websiteHref(club.contact.website) : undefined,
    foundingDate: String(club.founded),
  }),
  hero: (club) => ({
    badges: [
      <Badge key="type" variant="accent">
        {sportsTypeLabel(club.type)}
      </Badge>,
      <Badge key="sport" variant="secondary">
        {club.sport}
      </Badge>,
    ],
    facts: (
      <p>
        {club.location} · {m.directories_members_count({ count: club.members })} · {m.directories_since_year({ year: club.founded })}
      </p>
    ),
  }),
  main: (club) => {
    const achievements = club.achievements.length > 0 ? club.achievements : defaultAchievements()
    return (
      <>
        <section aria-labelledby="apie">
          <h2 id="apie" className="text-2xl font-semibold">
            {m.directories_sports_about()}
          </h2>
          <p className="mt-3 text-slate-800">{club.fullDescription}</p>
        </section>
        <Gallery images={club.gallery} name={club.name} />
        <section aria-labelledby="pasiekimai">
          <h2 id="pasiekimai" className="text-2xl font-semibold">
            {m.directories_sports_achievements()}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {achievements.map((achievement) => (
              <li key={achievement} className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-amber-950">
                <Trophy aria-hidden className="mt-0.5 size-4 shrink-0" /> {achievement}
              </li>
            ))}
          </ul>
        </section>
        <Card className="bg-brand-50!">
          <CardHeader>
            <CardTitle as="h2">{m.directories_sports_join_title()}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-slate-800">{m.directories_sports_join_text()}</p>
            <Button className="mt-4" onClick={goToContacts}>
              {m.directories_contact()}
            </Button>
          </CardContent>
        </Card>
      </>
    )
  },
  aside: (club) => ({
    contacts: (
      <div className="space-y-4">
        <ContactLinks {...club.contact} />
        <SocialBadges name={club.name} {...club.socialMedia} />
      </div>
    ),
    nextEvent: club.nextEvent,
    eventDate: club.eventDate,
  }),
}))
