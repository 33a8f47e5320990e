import { useParams } from 'react-router-dom'
import { Check, Mail } from 'lucide-react'
import { paths } from '@/app/paths'
import { BackLink } from '@/components/directory/back-link'
import { ContactLinks } from '@/components/directory/contact-links'
import { DetailAside } from '@/components/directory/detail-aside'
import { Gallery } from '@/components/directory/gallery'
import { SocialBadges } from '@/components/directory/social-badges'
import { PageHead } from '@/components/page-head'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { schools } from '@/data/schools'
import { MissingEntry } from '@/features/directory/live/missing-entry'
import { useLiveDirectory } from '@/features/directory/live/use-live-directory'
import { mailtoHref, websiteHref } from '@/lib/format'
import { DEFAULT_PROGRAMS, findSchool, SCHOOL_FEATURES } from '../find-school'
import { schoolKind, schoolKindLabels } from '../school-kind'

export function SchoolPage() {
  const { id = '' } = useParams()
  const { items, state, trustOf } = useLiveDirectory('schools', schools)
  const school = findSchool(id, items)
  if (!school) return <MissingEntry state={state} title="Mokykla nerasta" backTo={paths.schools.list} backLabel="Grįžti į mokyklų sąrašą" />
  const trust = trustOf(school)
  const programs = school.programs.length > 0 ? school.programs : DEFAULT_PROGRAMS

  return (
    <>
      <PageHead
        title={school.name}
        description={school.description}
        path={paths.schools.detail(school.id)}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': schoolKind(school) === 'kindergarten' ? 'Preschool' : 'School',
          dateModified: trust?.updatedAt,
          name: school.name,
          description: school.description,
          email: school.email,
          telephone: school.phone,
          url: school.website ? websiteHref(school.website) : undefined,
          address: school.address,
          foundingDate: String(school.founded),
        }}
      />
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <BackLink to={paths.schools.list} />
          <Badge variant="accent" className="mt-6">
            {schoolKindLabels[schoolKind(school)]}
          </Badge>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{school.name}</h1>
          <p className="mt-2 text-brand-50">
            {school.region} · {school.students} mokinių · nuo {school.founded} m.
          </p>
          <p className="mt-4 max-w-3xl text-brand-50">{school.description}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Apie mokyklą</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-slate-800">{school.fullDescription}</p>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {SCHOOL_FEATURES.map((feature) => (
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
              Programos
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
              <CardTitle as="h2">Registracija</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-slate-800">Norėdami užregistruoti vaiką, parašykite mokyklai – atsakys direktorius(-ė) {school.director}.</p>
              <a href={mailtoHref(school.email, 'Registracija')} className={buttonVariants({ className: 'mt-4' })}>
                <Mail aria-hidden /> Registruotis el. paštu
              </a>
            </CardContent>
          </Card>
        </div>
        <DetailAside
          verifiedAt={trust?.lastVerifiedAt}
          contacts={
            <div className="space-y-4">
              <p className="text-sm text-slate-800">
                Direktorius(-ė): <strong>{school.director}</strong>
              </p>
              <ContactLinks address={school.address} email={school.email} phone={school.phone} website={school.website} />
              <SocialBadges name={school.name} facebook={school.social} />
            </div>
          }
        />
      </div>
    </>
  )
}
