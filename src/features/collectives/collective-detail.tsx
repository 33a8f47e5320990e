import { Mail } from 'lucide-react'
import { paths } from '@/app/paths'
import { ContactLinks } from '@/components/directory/contact-links'
import { Gallery } from '@/components/directory/gallery'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { collectiveTypeLabels } from '@/features/collectives/collective'
import type { DirectoryDetailDefinition } from '@/features/directory/detail/detail-definition'
import { mailtoHref } from '@/lib/links'
import { countLabel, nouns } from '@/lib/plural'
import { collectiveSlug, findCollective } from './find-collective'

/** A collective's page. */
export const collectiveDetail: DirectoryDetailDefinition<'collectives'> = {
  directory: 'collectives',
  find: findCollective,
  path: (collective) => paths.collectives.detail(collectiveSlug(collective)),
  list: { path: paths.collectives.list, backLabel: 'Visi kolektyvai' },
  missing: { title: 'Kolektyvas nerastas', backLabel: 'Grįžti į kolektyvų sąrašą' },
  description: (collective) => collective.description,
  jsonLd: (collective) => ({
    '@type': 'PerformingGroup',
    email: collective.email,
    foundingDate: String(collective.founded),
    location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: collective.location, addressCountry: 'GB' } },
  }),
  hero: (collective) => ({
    badges: [
      <Badge key="type" variant="accent">
        {collectiveTypeLabels[collective.type]}
      </Badge>,
    ],
    facts: (
      <p>
        {collective.location} · vadovas(-ė) {collective.leader} · {countLabel(collective.members, nouns.participant)} · nuo {collective.founded} m.
      </p>
    ),
    extra: (
      <a href={mailtoHref(collective.email)} className={buttonVariants({ variant: 'accent', className: 'mt-6' })}>
        <Mail aria-hidden /> Susisiekti
      </a>
    ),
  }),
  main: (collective) => (
    <>
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
    </>
  ),
  aside: (collective) => ({
    contacts: <ContactLinks email={collective.email} phone={collective.phone} website={collective.website} address={collective.location} />,
    meetingTime: collective.meetingTime,
    nextEvent: collective.nextEvent,
    eventDate: collective.eventDate,
  }),
}
