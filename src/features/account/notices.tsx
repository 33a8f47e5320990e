import { useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { paths } from '@/app/paths'
import { Badge } from '@/components/ui/badge'
import { formatDateTime } from '@/lib/intl-format'
import { messages } from '@/lib/messages'
import { messageOf } from '../../../supabase/functions/dispatch-email/templates.js'
import { useMarkNoticesRead } from './mutations'
import { accountQueries } from './queries'

type Notice = { id: number; kind: string; payload: unknown; created_at: string; read_at: string | null }

/**
 * A notice in the words of its e-mail (one set of templates for both channels): the subject as
 * its title, then what the message says, without the links back to this page.
 */
function noticeText(notice: Notice): { title: string; lines: string[]; link: { before: string; href: string } | null } {
  const payload = notice.payload && typeof notice.payload === 'object' ? (notice.payload as Record<string, unknown>) : {}
  try {
    const { subject, paragraphs } = messageOf({ kind: notice.kind, payload }, '')
    const lines = paragraphs.filter((paragraph): paragraph is string => typeof paragraph === 'string' && paragraph !== `${subject}.`)
    const away = paragraphs.find((paragraph) => typeof paragraph !== 'string' && !paragraph.link.startsWith(paths.account))
    return { title: subject, lines, link: away && typeof away !== 'string' ? { before: away.before, href: away.link } : null }
  } catch {
    return { title: 'Pranešimas', lines: [], link: null }
  }
}

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
        Pranešimai
      </h2>
      {notices.isPending ? (
        <p role="status">{messages.loading}</p>
      ) : notices.isError ? (
        <p role="alert">Nepavyko įkelti pranešimų.</p>
      ) : notices.data.length === 0 ? (
        <p className="text-slate-700">Pranešimų nėra. Čia matysite sprendimus dėl to, ką pateikėte, atsakymus į skelbimus ir narystės žinias.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {notices.data.map((notice) => {
            const { title, lines, link } = noticeText(notice)
            return (
              <li key={notice.id} className="flex flex-col gap-1 rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{title}</span>
                  {!notice.read_at && <Badge variant="accent">Nauja</Badge>}
                </div>
                <p className="text-sm text-slate-700">{formatDateTime(notice.created_at)}</p>
                {lines.map((line) => (
                  <p key={line} className="text-sm whitespace-pre-line text-slate-800">
                    {line}
                  </p>
                ))}
                {link && (
                  <p className="text-sm">
                    <a href={link.href} className="font-medium text-brand-700 underline">
                      {link.before.replace(/:$/, '')}
                    </a>
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
