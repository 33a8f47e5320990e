import { Mail } from 'lucide-react'
import { paths } from '@/app/paths'
import { ContactLinks } from '@/components/directory/contact-links'
import { Gallery } from '@/components/directory/gallery'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { collectiveTypeLabel } from '@/features/collectives/collective'
import type { DirectoryDetailDefinition } from '@/features/directory/detail/detail-definition'
import { mailtoHref } from '@/lib/links'
import { perLocale } from '@/lib/i18n/per-locale'
import { m } from '@/paraglide/messages'
import { collectiveSlug, findCollective } from './find-collective'

/** A collective's page, in the page's language. */
export const collectiveDetail = perLocale((): DirectoryDetailDefinition<'collectives'> => ({
  directory: 'collectives',
  find: findCollective,
  path: (collective) => paths.collectives.detail(collectiveSlug(collective)),
  list: { path: paths.collectives.list, backLabel: m.directories_collectives_back_to_list() },
  missing: { title: m.directories_collectives_missing_title(), backLabel: m.directories_collectives_missing_back() },
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
        {collectiveTypeLabel(collective.type)}
      </Badge>,
    ],
    facts: (
      <p>
        {collective.location} · {m.directories_collectives_led_by({ name: collective.leader })} · {m.directories_participants_count({ count: collective.members })} ·{' '}
        {m.directories_since_year({ year: collective.founded })}
      </p>
    ),
    extra: (
      <a href={mailtoHref(collective.email)} className={buttonVariants({ variant: 'accent', className: 'mt-6' })}>
        <Mail aria-hidden /> {m.directories_contact()}
      </a>
    ),
  }),
  main: (collective) => (
    <>
      <section aria-labelledby="apie">
        <h2 id="apie" className="text-2xl font-semibold">
          {m.directories_collectives_about()}
        </h2>
        <p className="mt-3 text-slate-800">{collective.fullDescription}</p>
        <h3 className="mt-6 text-lg font-semibold">{m.directories_collectives_activities()}</h3>
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
}))
