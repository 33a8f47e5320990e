import type { ReactNode } from 'react'
import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { formatDate } from '@/lib/format'
import { getLocale } from '@/lib/i18n/locale'
import { withElements } from '@/lib/i18n/with-elements'
import { PRIVACY_POLICY_VERSION } from '@/lib/privacy-policy'
import { m } from '@/paraglide/messages'

const CONTACT_EMAIL = 'info@lietuviaijk.example.org'
const linkClass = 'font-medium text-brand-700 underline'
/** The controller's premises go by their Lithuanian name, marked as Lithuanian on an English page. */
const HOUSE = 'Lietuvių namai'

/** What is collected when: read as the page renders, in its language. */
const collected = (): Array<[string, string]> => [
  [m.info_privacy_collected_register(), m.info_privacy_collected_register_what()],
  [m.info_privacy_collected_membership(), m.info_privacy_collected_membership_what()],
  [m.info_privacy_collected_fees(), m.info_privacy_collected_fees_what()],
  [m.info_privacy_collected_notifications(), m.info_privacy_collected_notifications_what()],
  [m.info_privacy_collected_contact(), m.info_privacy_collected_contact_what()],
  [m.info_privacy_collected_browsing(), m.info_privacy_collected_browsing_what()],
]

/** Each purpose with its legal basis. */
const purposes = (): Array<[string, string]> => [
  [m.info_privacy_purpose_account(), m.info_privacy_purpose_account_basis()],
  [m.info_privacy_purpose_membership(), m.info_privacy_purpose_membership_basis()],
  [m.info_privacy_purpose_fees(), m.info_privacy_purpose_fees_basis()],
  [m.info_privacy_purpose_notifications(), m.info_privacy_purpose_notifications_basis()],
  [m.info_privacy_purpose_newsletter(), m.info_privacy_purpose_newsletter_basis()],
  [m.info_privacy_purpose_contact(), m.info_privacy_purpose_contact_basis()],
  [m.info_privacy_purpose_security(), m.info_privacy_purpose_security_basis()],
]

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-semibold">{title}</h2>
      <div className="mt-4 space-y-3 text-slate-800">{children}</div>
    </section>
  )
}

/** /privatumo-politika: the UK GDPR privacy notice, versioned by the date members consent to. */
export function PrivacyPage() {
  const validFrom = formatDate(`${PRIVACY_POLICY_VERSION}T12:00:00`)
  const email = (
    <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
      {CONTACT_EMAIL}
    </a>
  )
  const title = m.info_privacy_title()
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <PageHead title={title} description={m.info_privacy_description()} path={paths.privacy} />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-700">{m.info_privacy_version({ version: PRIVACY_POLICY_VERSION, date: validFrom })}</p>
      <p className="mt-4 text-lg text-slate-700">{m.info_privacy_intro()}</p>

      <Section title={m.info_privacy_controller_heading()}>
        <p>{withElements(m.info_privacy_controller_text, { house: getLocale() === 'lt' ? HOUSE : <span lang="lt">{HOUSE}</span>, email })}</p>
      </Section>

      <Section title={m.info_privacy_collected_heading()}>
        <ul className="list-disc space-y-2 pl-6">
          {collected().map(([when, what]) => (
            <li key={when}>
              <strong>{when}:</strong> {what}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={m.info_privacy_purposes_heading()}>
        <ul className="list-disc space-y-2 pl-6">
          {purposes().map(([why, basis]) => (
            <li key={why}>
              <strong>{why}</strong> – {basis}.
            </li>
          ))}
        </ul>
        <p>{m.info_privacy_no_selling()}</p>
      </Section>

      <Section title={m.info_privacy_access_heading()}>
        <p>{m.info_privacy_access_text()}</p>
      </Section>

      <Section title={m.info_privacy_retention_heading()}>
        <ul className="list-disc space-y-2 pl-6">
          <li>{m.info_privacy_retention_account()}</li>
          <li>{m.info_privacy_retention_contact()}</li>
          <li>{m.info_privacy_retention_emails()}</li>
        </ul>
      </Section>

      <Section title={m.info_privacy_rights_heading()}>
        <p>
          {withElements(m.info_privacy_rights_text, {
            account: (
              <Link to={paths.account} className={linkClass}>
                {m.info_privacy_rights_account_link()}
              </Link>
            ),
          })}
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>{m.info_privacy_rights_profile()}</li>
          <li>{m.info_privacy_rights_download()}</li>
          <li>{m.info_privacy_rights_delete()}</li>
        </ul>
        <p>
          {withElements(m.info_privacy_rights_other, {
            email,
            ico: (
              <a href="https://ico.org.uk/make-a-complaint/" className={linkClass}>
                ico.org.uk
              </a>
            ),
          })}
        </p>
      </Section>

      <Section title={m.info_privacy_changes_heading()}>
        <p>{m.info_privacy_changes_text()}</p>
      </Section>

      <p className="mt-10 text-sm text-slate-600">{withElements(m.info_privacy_footer, { version: PRIVACY_POLICY_VERSION, date: validFrom, email })}</p>
    </article>
  )
}
