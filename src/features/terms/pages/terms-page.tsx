import type { ReactNode } from 'react'
import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { safetyContact } from '@/lib/env'
import { formatDate } from '@/lib/format'
import { getLocale } from '@/lib/i18n/locale'
import { withElements } from '@/lib/i18n/with-elements'
import { ILLEGAL_CONTENT_REVIEW_HOURS, MINIMUM_AGE, OTHER_REPORT_REVIEW_DAYS, TERMS_VERSION } from '@/lib/terms-of-use'
import { m } from '@/paraglide/messages'

const CONTACT_EMAIL = 'info@lietuviaijk.example.org'
const linkClass = 'font-medium text-brand-700 underline'
/** The operator's premises go by their Lithuanian name, marked as Lithuanian on an English page. */
const HOUSE = 'Lietuvių namai'

/** The kinds of illegal content the terms name: the priority offences of the Online Safety Act 2023, in words people use. */
const illegal = () => [
  m.info_terms_illegal_terrorism(),
  m.info_terms_illegal_csam(),
  m.info_terms_illegal_grooming(),
  m.info_terms_illegal_hate(),
  m.info_terms_illegal_harassment(),
  m.info_terms_illegal_coercion(),
  m.info_terms_illegal_fraud(),
  m.info_terms_illegal_proceeds(),
  m.info_terms_illegal_drugs(),
  m.info_terms_illegal_weapons(),
  m.info_terms_illegal_suicide(),
  m.info_terms_illegal_intimate(),
  m.info_terms_illegal_pornography(),
  m.info_terms_illegal_sexual_exploitation(),
  m.info_terms_illegal_trafficking(),
  m.info_terms_illegal_foreign_interference(),
  m.info_terms_illegal_animal_cruelty(),
]

/** What moderators can do, in order of weight. */
const actions = () => [
  m.info_terms_action_refuse(),
  m.info_terms_action_hide(),
  m.info_terms_action_remove(),
  m.info_terms_action_mute(),
  m.info_terms_action_suspend(),
]

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-semibold">{title}</h2>
      <div className="mt-4 space-y-3 text-slate-800">{children}</div>
    </section>
  )
}

function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className={linkClass}>
      {address}
    </a>
  )
}

function List({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/**
 * /naudojimo-salygos: the terms a user-to-user service under the Online Safety Act 2023 states:
 * who runs it and who answers for safety (named by the operator's configuration, never here),
 * what is not allowed, how to report, what moderators do, how to appeal and how fast.
 */
export function TermsPage() {
  const validFrom = formatDate(`${TERMS_VERSION}T12:00:00`)
  const email = <MailLink address={CONTACT_EMAIL} />
  const contact = safetyContact()
  const contactForm = (
    <Link to={`${paths.about}#susisiekite`} className={linkClass}>
      {m.info_terms_contact_link()}
    </Link>
  )
  const days = m.info_terms_days({ count: OTHER_REPORT_REVIEW_DAYS })
  const title = m.info_terms_title()
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <PageHead title={title} description={m.info_terms_description()} path={paths.terms} />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-700">{m.info_terms_version({ version: TERMS_VERSION, date: validFrom })}</p>
      <p className="mt-4 text-lg text-slate-700">{m.info_terms_intro()}</p>

      <Section title={m.info_terms_operator_heading()}>
        <p>{withElements(m.info_terms_operator_text, { house: getLocale() === 'lt' ? HOUSE : <span lang="lt">{HOUSE}</span>, email })}</p>
        <p>
          {contact
            ? withElements(m.info_terms_safety_contact, { name: contact.name, email: <MailLink address={contact.email} /> })
            : withElements(m.info_terms_safety_contact_missing, { email })}
        </p>
      </Section>

      <Section title={m.info_terms_who_heading()}>
        <p>{m.info_terms_who_audience()}</p>
        <p>{m.info_terms_who_age({ age: MINIMUM_AGE })}</p>
        <p>{m.info_terms_who_account()}</p>
      </Section>

      <Section title={m.info_terms_illegal_heading()}>
        <p>{m.info_terms_illegal_intro()}</p>
        <List items={illegal()} />
        <p>{m.info_terms_rules_intro()}</p>
        <List items={[m.info_terms_rule_spam(), m.info_terms_rule_personal_data(), m.info_terms_rule_impersonation()]} />
      </Section>

      <Section title={m.info_terms_report_heading()}>
        <p>{m.info_terms_report_intro()}</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>{m.info_terms_report_chat()}</li>
          <li>{m.info_terms_report_classified()}</li>
          <li>{withElements(m.info_terms_report_other, { contact: contactForm })}</li>
        </ul>
        <p>{m.info_terms_report_times({ hours: m.info_terms_hours({ count: ILLEGAL_CONTENT_REVIEW_HOURS }), days })}</p>
        <p>{m.info_terms_report_emergency()}</p>
      </Section>

      <Section title={m.info_terms_moderation_heading()}>
        <p>{m.info_terms_moderation_checked()}</p>
        <p>{m.info_terms_moderation_actions()}</p>
        <List items={actions()} />
        <p>{m.info_terms_moderation_classified_reports()}</p>
      </Section>

      <Section title={m.info_terms_decisions_heading()}>
        <p>{m.info_terms_decisions_told()}</p>
        <p>{m.info_terms_decisions_mute()}</p>
        <p>{withElements(m.info_terms_appeal, { contact: contactForm, days })}</p>
      </Section>

      <Section title={m.info_terms_account_heading()}>
        <p>{m.info_terms_account_content()}</p>
        <p>
          {withElements(m.info_terms_account_delete, {
            account: (
              <Link to={paths.account} className={linkClass}>
                {m.info_terms_account_link()}
              </Link>
            ),
          })}
        </p>
      </Section>

      <Section title={m.info_terms_privacy_heading()}>
        <p>
          {withElements(m.info_terms_privacy_text, {
            privacy: (
              <Link to={paths.privacy} className={linkClass}>
                {m.info_terms_privacy_link()}
              </Link>
            ),
          })}
        </p>
      </Section>

      <Section title={m.info_terms_changes_heading()}>
        <p>{m.info_terms_changes_text()}</p>
      </Section>
    </article>
  )
}
