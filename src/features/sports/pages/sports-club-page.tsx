import { useParams } from 'react-router-dom'
import { Trophy } from 'lucide-react'
import { paths } from '@/app/paths'
import { BackLink } from '@/components/directory/back-link'
import { ContactLinks } from '@/components/directory/contact-links'
import { DetailAside } from '@/components/directory/detail-aside'
import { Gallery } from '@/components/directory/gallery'
import { SocialBadges } from '@/components/directory/social-badges'
import { PageHead } from '@/components/page-head'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { sportsClubs, sportsTypeLabels } from '@/data/sports'
import { MissingEntry } from '@/features/directory/live/missing-entry'
import { useLiveDirectory } from '@/features/directory/live/use-live-directory'
import { websiteHref } from '@/lib/format'
import { countLabel, nouns } from '@/lib/plural'
import { DEFAULT_ACHIEVEMENTS, findSportsClub } from '../find-sports-club'

export function SportsClubPage() {
  const { slug = '' } = useParams()
  const { items, state, trustOf } = useLiveDirectory('sports', sportsClubs)
  const club = findSportsClub(slug, items)
  if (!club) return <MissingEntry state={state} title="Sporto organizacija nerasta" backTo={paths.sports.list} backLabel="Grįžti į sporto organizacijų sąrašą" />
  const trust = trustOf(club)
  const achievements = club.achievements.length > 0 ? club.achievements : DEFAULT_ACHIEVEMENTS

  function goToContacts() {
    const card = document.getElementById('kontaktai')
    card?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    card?.focus({ preventScroll: true })
  }

  return (
    <>
      <PageHead
        title={club.name}
        description={club.description}
        path={paths.sports.detail(club.slug)}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'SportsOrganization',
          dateModified: trust?.updatedAt,
          name: club.name,
          sport: club.sport,
          description: club.description,
          email: club.contact.email,
          url: club.contact.website ? websiteHref(club.contact.website) : undefined,
          foundingDate: String(club.founded),
        }}
      />
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <BackLink to={paths.sports.list} />
          <div className="mt-6 flex flex-wrap gap-2">
            <Badge variant="accent">{sportsTypeLabels[club.type]}</Badge>
            <Badge variant="secondary">{club.sport}</Badge>
          </div>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{club.name}</h1>
          <p className="mt-2 text-brand-50">
            {club.location} · {countLabel(club.members, nouns.member)} · nuo {club.founded} m.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <section aria-labelledby="apie">
            <h2 id="apie" className="text-2xl font-semibold">
              Apie mus
            </h2>
            <p className="mt-3 text-slate-800">{club.fullDescription}</p>
          </section>
          <Gallery images={club.gallery} name={club.name} />
          <section aria-labelledby="pasiekimai">
            <h2 id="pasiekimai" className="text-2xl font-semibold">
              Pasiekimai
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
              <CardTitle as="h2">Prisijunk prie komandos!</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-slate-800">Nauji nariai laukiami visada – parašykite ar paskambinkite, ir susitarsime dėl pirmos treniruotės.</p>
              <Button className="mt-4" onClick={goToContacts}>
                Susisiekti
              </Button>
            </CardContent>
          </Card>
        </div>
        <DetailAside
          verifiedAt={trust?.lastVerifiedAt}
          contacts={
            <div className="space-y-4">
              <ContactLinks {...club.contact} />
              <SocialBadges name={club.name} {...club.socialMedia} />
            </div>
          }
          nextEvent={club.nextEvent}
          eventDate={club.eventDate}
        />
      </div>
    </>
  )
}
