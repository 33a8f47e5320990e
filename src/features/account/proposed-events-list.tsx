import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { Badge } from '@/components/ui/badge'
import { formatUkDay } from '@/lib/uk-time'
import type { Tables } from '@/lib/supabase/database.types'

export type ProposedEvent = Pick<Tables<'events'>, 'id' | 'slug' | 'title' | 'starts_at' | 'status' | 'rejection_reason'>

const statusLabel: Record<string, { text: string; variant: 'accent' | 'default' | 'destructive' }> = {
  pending: { text: 'Laukia patvirtinimo', variant: 'accent' },
  approved: { text: 'Patvirtintas', variant: 'default' },
  rejected: { text: 'Atmestas', variant: 'destructive' },
}

/** Each proposal with its start day and the administrators' decision. */
export function ProposedEventsList({ events }: { events: readonly ProposedEvent[] }) {
  if (events.length === 0) {
    return (
      <p className="text-slate-700">
        Dar nepasiūlėte renginių.{' '}
        <Link to={paths.eventProposal} className="text-brand-700 underline">
          Pasiūlyti renginį
        </Link>
      </p>
    )
  }
  return (
    <ul className="flex flex-col gap-3">
      {events.map((event) => {
        const status = statusLabel[event.status] ?? { text: event.status, variant: 'default' as const }
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
                    Žiūrėti renginį<span className="sr-only">: {event.title}</span>
                  </Link>
                </>
              )}
            </p>
            {event.status === 'rejected' && event.rejection_reason && (
              <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">Priežastis: {event.rejection_reason}</p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
