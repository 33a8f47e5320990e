import { useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Badge } from '@/components/ui/badge'
import { formatDateTime } from '@/lib/intl-format'
import { messages } from '@/lib/messages'
import { Link } from '@/lib/routing'
import { m } from '@/paraglide/messages'
import { useMarkNoticesRead } from './mutations'
import { noticeText } from './notice-text'
import { accountQueries } from './queries'

/** /paskyra: what the portal told the member lately; opening the page marks them read. */
export function Notices({ userId }: { userId: string }) {
  const notices = useQuery(accountQueries.notices(userId))
  const { mutate: markRead } = useMarkNoticesRead()
  const hasMarked = useRef(false)
  // Read once the list is shown, so the new ones are still marked as new on this visit.
  useEffect(() => {
    if (!notices.isSuccess || hasMarked.current) return
    hasMarked.current = true
    if (notices.data.some((notice) => !notice.read_at)) markRead()
  }, [notices.isSuccess, notices.data, markRead])

  return (
    <section aria-labelledby="pranesimai" className="space-y-4">
      <h2 id="pranesimai" className="text-xl font-semibold">
        {m.account_notices_heading()}
      </h2>
      {notices.isPending ? (
        <p role="status">{messages.loading}</p>
      ) : notices.isError ? (
        <p role="alert">{m.account_notices_load_failed()}</p>
      ) : notices.data.length === 0 ? (
        <p className="text-slate-700">{m.account_notices_empty()}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {notices.data.map((notice) => {
            const { title, lines, link } = noticeText(notice)
            return (
              <li key={notice.id} className="flex flex-col gap-1 rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{title}</span>
                  {!notice.read_at && <Badge variant="accent">{m.account_notice_new()}</Badge>}
                </div>
                <p className="text-sm text-slate-700">{formatDateTime(notice.created_at)}</p>
                {lines.map((line) => (
                  <p key={line} className="text-sm whitespace-pre-line text-slate-800">
                    {line}
                  </p>
                ))}
                {link && (
                  <p className="text-sm">
                    <Link to={link.href} className="font-medium text-brand-700 underline">
                      {link.text}
                    </Link>
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
