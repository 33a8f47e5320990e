import { useQuery } from '@tanstack/react-query'
import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { Button } from '@/components/ui/button'
import { reportReasonLabels } from '@/features/chat/report-reasons'
import { formatDateTime } from '@/lib/intl-format'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { adminMessages } from '../messages'
import { AdminListState } from '../admin-list-state'
import { useLoadErrorToast } from '../use-load-error-toast'
import { useDecideChatReport } from './mutations'
import { chatReportQueries } from './queries'

/** The administrators' queue of reported chat messages: hide the message or keep it. */
export function AdminChatReportsPage() {
  const list = useQuery(chatReportQueries.open())
  const decide = useDecideChatReport()
  const text = adminMessages.chatReports
  useLoadErrorToast(list.isError, text.loadFailed)

  function choose(messageId: string, hide: boolean) {
    decide.mutate(
      { messageId, hide },
      {
        onSuccess: () => void notify.success(messages.success, hide ? text.hidden : text.kept),
        onError: () => void notify.error(messages.error, text.updateFailed),
      },
    )
  }

  return (
    <div className="space-y-6">
      <PageHead title="Pokalbių pranešimai" description="Pranešimų apie pokalbių žinutes administravimas." path={paths.admin.chatReports} noIndex />
      <h1 className="text-3xl font-bold">Pranešimai apie pokalbių žinutes</h1>
      <AdminListState
        isPending={list.isPending}
        isError={list.isError}
        data={list.data}
        isEmpty={(rows) => rows.length === 0}
        loading={messages.loading}
        loadFailed={text.loadFailed}
        empty={text.empty}
      >
        {(rows) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {rows.map((report) => (
              <li key={report.id}>
                <article aria-labelledby={`pranesimas-${report.id}`} className="space-y-3 rounded-xl border border-slate-200 p-5">
                  <h2 id={`pranesimas-${report.id}`} className="font-semibold">
                    {reportReasonLabels[report.reason]}: {report.authorName} kambaryje „{report.roomName}“
                  </h2>
                  <blockquote className="rounded-lg bg-slate-100 px-4 py-2 whitespace-pre-line text-slate-900">{report.messageBody || '(žinutė ištrinta)'}</blockquote>
                  {report.details && <p className="text-sm text-slate-800">Paaiškinimas: {report.details}</p>}
                  <p className="text-sm text-slate-700">
                    Pranešta <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
                    {report.isHidden && ' · žinutė jau paslėpta'}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    {!report.isHidden && (
                      <Button variant="destructive" disabled={decide.isPending} onClick={() => choose(report.messageId, true)}>
                        Paslėpti žinutę
                      </Button>
                    )}
                    <Button variant="outline" disabled={decide.isPending} onClick={() => choose(report.messageId, false)}>
                      {report.isHidden ? 'Uždaryti pranešimą' : 'Palikti žinutę'}
                    </Button>
                    {report.roomSlug && (
                      <Link to={`${paths.chat}?${report.roomKind === 'topic' ? 'skiltis=temos&' : ''}kambarys=${encodeURIComponent(report.roomSlug)}`} className="self-center text-sm text-brand-700 underline">
                        Atidaryti kambarį
                      </Link>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
    </div>
  )
}
