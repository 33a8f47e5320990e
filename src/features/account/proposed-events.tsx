import { useQuery } from '@tanstack/react-query'
import { messages } from '@/lib/messages'
import { m } from '@/paraglide/messages'
import { ProposedEventsList } from './proposed-events-list'
import { accountQueries } from './queries'

/** /paskyra: the events the member proposed and what the administrators decided. */
export function ProposedEvents({ userId }: { userId: string }) {
  const events = useQuery(accountQueries.proposedEvents(userId))
  return (
    <section aria-labelledby="pasiulyti-renginiai">
      <h2 id="pasiulyti-renginiai" className="mb-4 text-xl font-semibold">
        {m.account_events_heading()}
      </h2>
      {events.isPending ? (
        <p role="status">{messages.loading}</p>
      ) : events.isError ? (
        <p role="alert">{m.account_events_load_failed()}</p>
      ) : (
        <ProposedEventsList events={events.data} />
      )}
    </section>
  )
}
