import { buttonVariants } from '@/components/ui/button'
import type { Event } from '@/features/events/event'
import { registrationHref } from '@/features/events/event-summary'
import { m } from '@/paraglide/messages'

/**
 * 'Registruotis' on every event card, never faking success: an e-mail to
 * the organiser with the event in the subject, or a disabled button that says why. The home
 * page's event cards write the same markup inline (its first-load JS budget).
 */
export function EventRegistration({ event }: { event: Event }) {
  const href = registrationHref(event)
  if (href) {
    return (
      <a href={href} className={buttonVariants({ size: 'sm' })}>
        {m.events_register()}
        <span className="sr-only">: {m.events_register_by_email({ title: event.title })}</span>
      </a>
    )
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <button type="button" disabled aria-describedby={`${event.id}-registracija`} className={buttonVariants({ size: 'sm' })}>
        {m.events_register()}
        <span className="sr-only">: {event.title}</span>
      </button>
      <p id={`${event.id}-registracija`} className="text-xs text-slate-700">
        {m.events_register_unavailable()}
      </p>
    </div>
  )
}
