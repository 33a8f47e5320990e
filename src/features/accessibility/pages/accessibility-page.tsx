import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { getLocale } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages'

const checks = [m.a11y_check_axe, m.a11y_check_keyboard, m.a11y_check_other_keys, m.a11y_check_bench, m.a11y_check_english]

const features = [
  m.a11y_feature_skip,
  m.a11y_feature_headings,
  m.a11y_feature_focus,
  m.a11y_feature_forms,
  m.a11y_feature_contrast,
  m.a11y_feature_motion,
  m.a11y_feature_live,
]

/** WCAG 1.4.4's figure as each language writes a percentage. */
const zoomFigure = () => (getLocale() === 'en' ? '200%' : '200 %')

const limitations = [
  m.a11y_limit_people,
  m.a11y_limit_chromium,
  m.a11y_limit_widths,
  () => (
    <>
      {m.a11y_limit_zoom_before()} <span data-figure="standard">{zoomFigure()}</span> {m.a11y_limit_zoom_after()}
    </>
  ),
  m.a11y_limit_external,
]

export function AccessibilityPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <PageHead title={m.a11y_title()} description={m.a11y_description()} path={paths.accessibility} />
      <h1 className="text-3xl font-bold text-slate-900">{m.a11y_title()}</h1>
      <p className="mt-4 text-lg text-slate-700">{m.a11y_lead()}</p>

      <h2 className="mt-10 text-2xl font-semibold">{m.a11y_how_we_check()}</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
        {checks.map((check, index) => (
          <li key={index}>{check()}</li>
        ))}
      </ul>

      <h2 className="mt-10 text-2xl font-semibold">{m.a11y_done()}</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
        {features.map((feature, index) => (
          <li key={index}>{feature()}</li>
        ))}
      </ul>

      <h2 className="mt-10 text-2xl font-semibold">{m.a11y_limits()}</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
        {limitations.map((limitation, index) => (
          <li key={index}>{limitation()}</li>
        ))}
      </ul>

      <h2 className="mt-10 text-2xl font-semibold">{m.a11y_report()}</h2>
      <p className="mt-4 text-slate-800">
        {m.a11y_report_before()}{' '}
        <Link to={`${paths.about}#susisiekite`} className="font-medium text-brand-700 underline">
          {m.a11y_report_form()}
        </Link>{' '}
        {m.a11y_report_or()}{' '}
        <a href="mailto:info@lietuviaijk.example.org" className="font-medium text-brand-700 underline">
          info@lietuviaijk.example.org
        </a>
        {m.a11y_report_after()}
      </p>
      <p className="mt-8 text-sm text-slate-600">{m.a11y_updated()}</p>
    </article>
  )
}
