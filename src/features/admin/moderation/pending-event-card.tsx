import { eventPrice } from '@/features/events/components/event-card'
import { eventImageUrl } from '@/features/events/live/approved-events'
import { eventWhen } from './event-when'
import { ExternalLink } from './external-link'
import type { PendingEvent } from './queries'
import { DecisionButtons } from './decision-buttons'

type PendingEventCardProps = { event: PendingEvent; isDeciding: boolean; onApprove: () => void; onReject: () => void }

/** One proposal as it would be published, with the two decisions. */
export function PendingEventCard({ event, isDeciding, onApprove, onReject }: PendingEventCardProps) {
  const titleId = `renginys-${event.id}`
  const place = [event.venue, event.town, event.region].filter(Boolean).join(', ')
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-xl border border-slate-200 p-5">
      <h2 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {event.title}
      </h2>
      {event.image_path && <img src={eventImageUrl(event.image_path)} alt="Renginio paveikslėlis" width={320} height={180} className="aspect-video w-full max-w-xs rounded-lg object-cover" />}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700">Kategorija</dt>
        <dd>{event.category}</dd>
        <dt className="font-medium text-slate-700">Laikas (JK)</dt>
        <dd>
          <time dateTime={event.starts_at}>{eventWhen(event)}</time>
        </dd>
        <dt className="font-medium text-slate-700">Vieta</dt>
        <dd className="[overflow-wrap:anywhere]">{place}</dd>
        <dt className="font-medium text-slate-700">Kaina</dt>
        <dd>{eventPrice(event.price === null ? null : Number(event.price))}</dd>
        {event.registration_email && (
          <>
            <dt className="font-medium text-slate-700">Registracija</dt>
            <dd className="[overflow-wrap:anywhere]">{event.registration_email}</dd>
          </>
        )}
        {(event.organiser_entry_name || event.organiser_name) && (
          <>
            <dt className="font-medium text-slate-700">Organizatorius</dt>
            <dd className="[overflow-wrap:anywhere]">
              {event.organiser_entry_name ? `${event.organiser_entry_name} (katalogo įrašas)` : event.organiser_name}
            </dd>
          </>
        )}
        {event.link && (
          <>
            <dt className="font-medium text-slate-700">Nuoroda</dt>
            <dd>
              <ExternalLink href={event.link} />
            </dd>
          </>
        )}
      </dl>
      {/* Plain text as typed: React escapes it, line breaks are kept. */}
      <p className="text-sm whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{event.description}</p>
      <DecisionButtons titleId={titleId} isDeciding={isDeciding} onApprove={onApprove} onReject={onReject} />
    </article>
  )
}
