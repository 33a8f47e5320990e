import { useParams } from 'react-router-dom'
import { Mail } from 'lucide-react'
import { paths } from '@/app/paths'
import { BackLink } from '@/components/directory/back-link'
import { ContactLinks } from '@/components/directory/contact-links'
import { Gallery } from '@/components/directory/gallery'
import { PageHead } from '@/components/page-head'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { collectives, collectiveTypeLabels } from '@/data/collectives'
import { MissingEntry } from '@/features/directory/live/missing-entry'
import { useLiveDirectory } from '@/features/directory/live/use-live-directory'
import { DetailAside } from '@/components/directory/detail-aside'
import { countLabel, nouns } from '@/lib/plural'
import { collectiveSlug, findCollective } from '../find-collective'
import { mailtoHref } from '@/lib/format'

export function CollectivePage() {
  const { slug = '' } = useParams()
  const { items, state, trustOf } = useLiveDirectory('collectives', collectives)
  const collective = findCollective(slug, items)
  if (!collective) return <MissingEntry state={state} title="Kolektyvas nerastas" backTo={paths.collectives.list} backLabel="Grįžti į kolektyvų sąrašą" />
  const trust = trustOf(collective)

  return (
    <>
      <PageHead
        title={collective.name}
        description={collective.description}
        path={paths.collectives.detail(collectiveSlug(collective))}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'PerformingGroup',
          dateModified: trust?.updatedAt,
          name: collective.name,
          description: collective.description,
          email: collective.email,
          foundingDate: String(collective.founded),
          location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: collective.location, addressCountry: 'GB' } },
        }}
      />
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <BackLink to={paths.collectives.list} label="Visi kolektyvai" />
          <Badge variant="accent" className="mt-6">
            {collectiveTypeLabels[collective.type]}
          </Badge>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{collective.name}</h1>
          <p className="mt-2 text-brand-50">
            {collective.location} · vadovas(-ė) {collective.leader} · {countLabel(collective.members, nouns.participant)} · nuo {collective.founded} m.
          </p>
          <a href={mailtoHref(collective.email)} className={buttonVariants({ variant: 'accent', className: 'mt-6' })}>
            <Mail aria-hidden /> Susisiekti
          </a>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <section aria-labelledby="apie">
            <h2 id="apie" className="text-2xl font-semibold">
              Apie kolektyvą
            </h2>
            <p className="mt-3 text-slate-800">{collective.fullDescription}</p>
            <h3 className="mt-6 text-lg font-semibold">Veikla</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {collective.activities.map((activity) => (
                <li key={activity} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                  {activity}
                </li>
              ))}
            </ul>
          </section>
          {collective.gallery.length > 0 && <Gallery images={collective.gallery} name={collective.name} />}
        </div>
        <DetailAside
          verifiedAt={trust?.lastVerifiedAt}
          contacts={<ContactLinks email={collective.email} phone={collective.phone} website={collective.website} address={collective.location} />}
          meetingTime={collective.meetingTime}
          nextEvent={collective.nextEvent}
          eventDate={collective.eventDate}
        />
      </div>
    </>
  )
}
