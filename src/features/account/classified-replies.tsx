import { formatDateTime } from '@/lib/intl-format'
import { m } from '@/paraglide/messages'
import type { ClassifiedReply } from './queries'

/** The replies a classified received through the portal, newest first; nothing when there are none. */
export function ClassifiedReplies({ replies }: { replies: readonly ClassifiedReply[] }) {
  if (replies.length === 0) return null
  return (
    <div className="mt-2 flex flex-col gap-2">
      {/* Under the classified's own h3: the heading tells whose replies these are. */}
      <h4 className="text-sm font-semibold">{m.account_classified_replies({ count: replies.length })}</h4>
      <ul className="flex flex-col gap-2">
        {replies.map((reply) => (
          <li key={reply.id} className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-900">
            {/* The replier's words as plain text: React escapes them, line breaks are kept. */}
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">{reply.body}</p>
            <p className="mt-1 text-slate-700">
              <time dateTime={reply.created_at}>{formatDateTime(reply.created_at)}</time>
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
