import { PageHead } from '@/components/page-head'
import { m } from '@/paraglide/messages'

/**
 * The performance floor: the site's layout around one heading, built and served like every
 * other page. The benchmark measures each route's main-thread work against this page in the
 * same run, so a busy machine slows both alike (docs/decisions/004-budgets-in-the-test-run.md).
 */
export function ReferencePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageHead title={m.info_reference_title()} description={m.info_reference_description()} noIndex />
      <h1 className="text-3xl font-bold text-slate-900">{m.info_reference_title()}</h1>
      <p className="mt-4 text-slate-700">{m.info_reference_text()}</p>
    </div>
  )
}
