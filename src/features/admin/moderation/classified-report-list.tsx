import { formatDateTime } from '@/lib/intl-format'
import { classifiedReportReasonLabel } from '@/features/classifieds/report-reasons'
import type { ClassifiedReport } from './classified-queries'

/** A classified's open reports, oldest first: the reason, the reporter's words and when (never who). */
export function ClassifiedReportList({ reports }: { reports: readonly ClassifiedReport[] }) {
  if (reports.length === 0) return <p className="text-sm text-slate-700">Atvirų pranešimų nėra.</p>
  return (
    <ul aria-label="Pranešimai" className="space-y-2">
      {reports.map((report) => (
        <li key={report.id} className="rounded-lg bg-slate-100 px-4 py-2 text-sm text-slate-900">
          <p className="font-medium">{classifiedReportReasonLabel(report.reason)}</p>
          {/* The reporter's own words, as plain text. */}
          {report.details && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{report.details}</p>}
          <p className="text-slate-700">
            Pranešta <time dateTime={report.created_at}>{formatDateTime(report.created_at)}</time>
          </p>
        </li>
      ))}
    </ul>
  )
}
