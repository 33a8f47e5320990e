import { queryOptions, useQuery } from '@tanstack/react-query'
import { paths } from '@/app/paths'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { contentReportReasonLabels, contentReportReasons } from '@/features/content-reports/report-reasons'
import { formatDateTime } from '@/lib/intl-format'
import { messages } from '@/lib/messages'
import { Link } from '@/lib/routing'
import { supabase } from '@/lib/supabase/client'
import { dashboardQueries } from './queries'
import { waitingTime } from './waiting-time'

/** public.moderation_overview(): the oldest open report, open reports by reason, appeals waiting. */
export type ModerationOverview = {
  oldest_open_at: string | null
  oldest_open_seconds: number | null
  open_total: number
  open_by_reason: Record<string, number>
  pending_appeals: number
}

async function fetchOverview(): Promise<ModerationOverview> {
  const { data } = await supabase.rpc('moderation_overview').throwOnError()
  const overview = (data ?? {}) as Partial<ModerationOverview>
  return {
    oldest_open_at: overview.oldest_open_at ?? null,
    oldest_open_seconds: overview.oldest_open_seconds ?? null,
    open_total: overview.open_total ?? 0,
    open_by_reason: overview.open_by_reason ?? {},
    pending_appeals: overview.pending_appeals ?? 0,
  }
}

export const moderationOverviewQuery = () => queryOptions({ queryKey: [...dashboardQueries.all(), 'moderation-overview'], queryFn: fetchOverview, retry: false })

/**
 * The one report queue at a glance: how long its oldest open report has waited (the terms
 * promise 24 hours for illegal content, 7 days for the rest), the open reports by reason and
 * the appeals waiting, with the way to the queue.
 */
export function ReportsCard() {
  const overview = useQuery(moderationOverviewQuery())
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Pranešimai apie turinį</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-800">
        {overview.isPending ? (
          <p role="status">{messages.loading}</p>
        ) : overview.isError ? (
          <p role="alert">Nepavyko įkelti pranešimų suvestinės.</p>
        ) : (
          <>
            {overview.data.open_total === 0 || overview.data.oldest_open_at === null ? (
              <p>Atvirų pranešimų nėra.</p>
            ) : (
              <p>
                Atvirų pranešimų: <strong>{overview.data.open_total}</strong>. Seniausias laukia <strong>{waitingTime(overview.data.oldest_open_seconds ?? 0)}</strong> (nuo{' '}
                <time dateTime={overview.data.oldest_open_at}>{formatDateTime(overview.data.oldest_open_at)}</time>).
              </p>
            )}
            <h3 className="font-semibold">Atviri pranešimai pagal priežastį</h3>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
              {contentReportReasons.map((reason) => (
                <div key={reason} className="contents">
                  <dt className={reason === 'illegal' ? 'font-semibold' : undefined}>{contentReportReasonLabels[reason]}</dt>
                  <dd className="text-right tabular-nums">{overview.data.open_by_reason[reason] ?? 0}</dd>
                </div>
              ))}
            </dl>
            <p>Skundų, laukiančių sprendimo: {overview.data.pending_appeals}</p>
          </>
        )}
        <Link to={paths.admin.reports} className="inline-block font-medium text-brand-700 underline">
          Atidaryti pranešimų eilę
        </Link>
      </CardContent>
    </Card>
  )
}
