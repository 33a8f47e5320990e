import { Check, Mail } from 'lucide-react'
import { paths } from '@/app/paths'
import { ContactLinks } from '@/components/directory/contact-links'
import { Gallery } from '@/components/directory/gallery'
import { SocialBadges } from '@/components/directory/social-badges'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { DirectoryDetailDefinition } from '@/features/directory/detail/detail-definition'
import { perLocale } from '@/lib/i18n/per-locale'
import { mailtoHref, websiteHref } from '@/lib/links'
import { m } from '@/paraglide/messages'
import { defaultPrograms, findSchool, schoolFeatures } from './find-school'
import { schoolKind, schoolKindLabel } from './school-kind'

/** A school's or kindergarten's page, in the page's language. */
export const schoolDetail = perLocale((): DirectoryDetailDefinition<'schools'> => ({
  directory: 'schools',
  find: findSchool,
  path: (school) => paths.schools.detail(school.id),
  list: { path: paths.schools.list, backLabel: m.directories_back() },
  missing: { title: m.directories_schools_missing_title(), backLabel: m.directories_schools_missing_back() },
  description: (school) => school.description,
  jsonLd: (school) => ({
    '@type': schoolKind(school) === 'kindergarten' ? 'Preschool' : 'School',
    email: school.email,
    telephone: school.phone,
    url: school.website ? websiteHref(school.website) : undefined,
    address: school.address,
    foundingDate: String(school.founded),
  }),
  hero: (school) => ({
    badges: [
      <Badge key="kind" variant="accent">
        {schoolKindLabel(schoolKind(school))}
      </Badge>,
    ],
    facts: (
      <p>
        {school.region} · {m.directories_schools_pupils({ students: school.students })} · {m.directories_since_year({ year: school.founded })}
      </p>
    ),
    extra: <p className="mt-4 max-w-3xl text-brand-50">{school.description}</p>,
  }),
  main: (school) => {
    const programs = school.programs.length > 0 ? school.programs : defaultPrograms()
    return (
      <>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{m.directories_schools_about()}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-slate-800">{school.fullDescription}</p>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {schoolFeatures().map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-slate-800">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" /> {feature}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Gallery images={school.gallery} name={school.name} />
        <section aria-labelledby="programos">
          <h2 id="programos" className="text-2xl font-semibold">
            {m.directories_schools_programmes()}
          </h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {programs.map((program) => (
              <li key={program} className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900">
                {program}
              </li>
            ))}
          </ul>
        </section>
        <Card className="bg-amber-50!">
          <CardHeader>
            <CardTitle as="h2">{m.directories_schools_enrolment()}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-slate-800">{m.directories_schools_enrolment_text({ name: school.director })}</p>
            <a href={mailtoHref(school.email, m.directories_schools_enrolment())} className={buttonVariants({ className: 'mt-4' })}>
              <Mail aria-hidden /> {m.directories_schools_enrolment_button()}
            </a>
          </CardContent>
        </Card>
      </>
    )
  },
  aside: (school) => ({
    contacts: (
      <div className="space-y-4">
        <p className="text-sm text-slate-800">
          {m.directories_schools_head_label()} <strong>{school.director}</strong>
        </p>
        <ContactLinks address={school.address} email={school.email} phone={school.phone} website={school.website} />
        <SocialBadges name={school.name} facebook={school.social} />
      </div>
    ),
  }),
}))
