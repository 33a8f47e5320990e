import { Link } from '@/lib/routing'
import { Download, ExternalLink, Phone, ShieldAlert } from 'lucide-react'
import { paths } from '@/app/paths'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { PageHead } from '@/components/page-head'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { authorities, emergencyContacts, guides, rights } from '@/features/essential-info/reference-content'
import { formatKilobytes } from '@/lib/format'
import { telHref, websiteLabel } from '@/lib/links'
import { formatDay } from '@/lib/format'
import { withElements } from '@/lib/i18n/with-elements'
import { m } from '@/paraglide/messages'
import { factLang, FactSource } from '../fact-source'
import { lastChecked, useLiveFacts } from '../use-live-facts'

export function EssentialInfoPage() {
  const { facts, state } = useLiveFacts()
  const checked = lastChecked(facts)
  return (
    <>
      <PageHead title={m.info_essential_title()} description={m.info_essential_description()} path={paths.essentialInfo} />
      <DirectoryHero title={m.info_essential_title()} lead={m.info_essential_lead()} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        {checked ? (
          <p className="text-sm text-slate-700">
            {withElements(m.info_essential_checked, { date: <time dateTime={checked}>{formatDay(checked)}</time> })}
          </p>
        ) : (
          <p role="status" className="text-sm text-slate-700">
            {state === 'loading' ? m.info_essential_loading() : m.info_essential_failed()}
          </p>
        )}
        <section aria-labelledby="skubi-pagalba">
          <h2 id="skubi-pagalba" className="flex items-center gap-2 text-2xl font-bold">
            <ShieldAlert aria-hidden className="size-6 text-red-700" /> {m.info_essential_emergency_heading()}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {emergencyContacts().map((contact) => {
              const fact = facts.get(contact.fact)
              if (!fact) return null
              return (
                <li key={contact.fact} className="rounded-xl border-2 border-red-200 bg-red-50 p-5">
                  <p lang={factLang(fact)} className="font-semibold text-slate-900">
                    {fact.label}
                  </p>
                  <a href={telHref(fact.value)} className="mt-1 inline-flex items-center gap-2 text-3xl font-bold text-red-800 underline">
                    <Phone aria-hidden className="size-6" /> {fact.value}
                  </a>
                  <p className="mt-1 text-sm text-slate-800">{contact.description}</p>
                  <FactSource fact={fact} />
                </li>
              )
            })}
          </ul>
        </section>
        <section aria-labelledby="institucijos">
          <h2 id="institucijos" className="text-2xl font-bold">
            {m.info_essential_authorities_heading()}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {authorities().map((authority) => {
              const phone = authority.phoneFact && facts.get(authority.phoneFact)
              return (
                <li key={authority.name}>
                  <Card className="h-full">
                    <CardHeader>
                      <CardTitle>{authority.name}</CardTitle>
                    </CardHeader>
                    <CardContent className="space-y-2 text-sm text-slate-800">
                      <p>{authority.description}</p>
                      <a href={authority.website} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-brand-700 underline [overflow-wrap:anywhere]">
                        {websiteLabel(authority.website)} <ExternalLink aria-hidden className="size-4" />
                        <span className="sr-only">{m.info_essential_opens_new_window()}</span>
                      </a>
                      {phone && (
                        <p>
                          <a href={telHref(phone.value)} className="inline-flex min-h-6 items-center gap-1 text-brand-700 underline">
                            <Phone aria-hidden className="size-4" /> {phone.value}
                            <span className="sr-only"> ({authority.name})</span>
                          </a>
                          <FactSource fact={phone} />
                        </p>
                      )}
                    </CardContent>
                  </Card>
                </li>
              )
            })}
          </ul>
        </section>
        <section aria-labelledby="teises">
          <h2 id="teises" className="text-2xl font-bold">
            {m.info_essential_rights_heading()}
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            {rights().map((topic) => (
              <Card key={topic.title}>
                <CardHeader>
                  <CardTitle>{topic.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                    {topic.facts?.map((key) => {
                      const fact = facts.get(key)
                      if (!fact) return null
                      return (
                        <li key={key}>
                          <span lang={factLang(fact)}>{fact.label}</span>: <strong lang={factLang(fact)}>{fact.value}</strong>.
                          <FactSource fact={fact} />
                        </li>
                      )
                    })}
                    {topic.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            ))}
          </div>
        </section>
        <section aria-labelledby="formos">
          <h2 id="formos" className="text-2xl font-bold">
            {m.info_essential_guides_heading()}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {guides().map((guide) => {
              const isFile = guide.href.startsWith('/files/')
              return (
                <li key={guide.name} className="flex flex-col justify-between gap-3 rounded-xl border border-slate-200 p-5">
                  <div>
                    <p className="font-semibold text-slate-900">{guide.name}</p>
                    <p className="text-sm text-slate-700">
                      {guide.type}
                      {guide.size !== undefined && ` · ${formatKilobytes(guide.size)}`}
                    </p>
                  </div>
                  {isFile ? (
                    <a href={guide.href} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                      <Download aria-hidden /> {m.info_essential_download()}<span className="sr-only">: {guide.name}</span>
                    </a>
                  ) : (
                    <a href={guide.href} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                      <ExternalLink aria-hidden /> {m.info_essential_open_source()}
                      <span className="sr-only">{m.info_essential_guide_new_window({ name: guide.name })}</span>
                    </a>
                  )}
                </li>
              )
            })}
          </ul>
        </section>
        <section aria-labelledby="pagalba" className="rounded-2xl bg-brand-50 p-8">
          <h2 id="pagalba" className="text-2xl font-bold">
            {m.info_essential_help_heading()}
          </h2>
          <p className="mt-2 text-slate-800">{m.info_essential_help_text()}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href="https://www.citizensadvice.org.uk/about-us/contact-us/contact-us/contact-us/" target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
              {m.info_essential_helpline()}
              <span className="sr-only">{m.info_essential_helpline_note()}</span>
            </a>
            <Link to={paths.communities.list} className={buttonVariants({ variant: 'outline' })}>
              {m.info_essential_find_centre()}
            </Link>
          </div>
          <p className="mt-2 text-sm text-slate-700">{m.info_essential_find_centre_note()}</p>
        </section>
      </div>
    </>
  )
}
