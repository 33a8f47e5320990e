import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { Badge } from '@/components/ui/badge'
import { formatUkDay } from '@/lib/uk-time'
import type { Tables } from '@/lib/supabase/database.types'
import { m } from '@/paraglide/messages'

export type ProposedEvent = Pick<Tables<'events'>, 'id' | 'slug' | 'title' | 'starts_at' | 'status' | 'rejection_reason'>

const statusLabel: Record<string, { text: () => string; variant: 'accent' | 'default' | 'destructive' }> = {
  pending: { text: m.account_status_pending, variant: 'accent' },
  approved: { text: m.account_status_approved, variant: 'default' },
  rejected: { text: m.account_status_rejected, variant: 'destructive' },
}

/** Each proposal with its start day and the administrators' decision. */
export function ProposedEventsList({ events }: { events: readonly ProposedEvent[] }) {
  if (events.length === 0) {
    return (
      <p className="text-slate-700">
        {m.account_events_empty()}{' '}
        <Link to={paths.eventProposal} className="text-brand-700 underline">
          {m.account_propose_event()}
        </Link>
      </p>
    )
  }
  return (
    <ul className="flex flex-col gap-3">
      {events.map((event) => {
        const known = statusLabel[event.status]
        const status = known ? { text: known.text(), variant: known.variant } : { text: event.status, variant: 'default' as const }
        return (
          <li key={event.id} className="flex flex-col gap-1 rounded-lg border border-slate-200 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium [overflow-wrap:anywhere]">{event.title}</span>
              <Badge variant={status.variant}>{status.text}</Badge>
            </div>
            <p className="text-sm text-slate-700">
              <time dateTime={event.starts_at}>{formatUkDay(event.starts_at)}</time>
              {event.status === 'approved' && (
                <>
                  {' · '}
                  <Link to={`${paths.events}#${event.slug}`} className="text-brand-700 underline">
                    {m.account_view_event()}<span className="sr-only">: {event.title}</span>
                  </Link>
                </>
              )}
            </p>
            {event.status === 'rejected' && event.rejection_reason && (
              <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{m.account_reason({ reason: event.rejection_reason })}</p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
