import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { AdminListState } from '../admin-list-state'
import { adminMessages } from '../messages'
import { useLoadErrorToast } from '../use-load-error-toast'
import { EventNotDecidedError, useApproveEvent, useRejectEvent } from './mutations'
import { PendingEventCard } from './pending-event-card'
import { moderationQueries, type PendingEvent } from './queries'
import { RejectDialog } from './reject-dialog'

const text = adminMessages.moderation

/** What members proposed, oldest first: administrators approve it or reject it with a reason. */
export function PendingEventsSection() {
  const list = useQuery(moderationQueries.pending())
  const approve = useApproveEvent()
  const reject = useRejectEvent()
  const [rejecting, setRejecting] = useState<PendingEvent | null>(null)
  useLoadErrorToast(list.isError, text.loadFailed)

  const isDeciding = (id: string) => (approve.isPending && approve.variables.id === id) || (reject.isPending && reject.variables.id === id)

  function handleApprove(event: PendingEvent) {
    approve.mutate(
      { id: event.id },
      {
        onSuccess: () => void notify.success(messages.success, text.approved(event.title)),
        onError: (error) => void notify.error(messages.error, error instanceof EventNotDecidedError ? text.alreadyDecided : text.approveFailed),
      },
    )
  }

  async function handleReject(event: PendingEvent, reason: string) {
    try {
      await reject.mutateAsync({ id: event.id, reason })
    } catch (error) {
      if (error instanceof EventNotDecidedError) {
        // Nothing left to reject: the reason no longer matters.
        void notify.error(messages.error, text.alreadyDecided)
        setRejecting(null)
        return
      }
      void notify.error(messages.error, text.rejectFailed)
      throw error
    }
    void notify.success(messages.success, text.rejected(event.title))
    setRejecting(null)
  }

  return (
    <section aria-label="Renginiai" className="space-y-4">
      <p className="text-slate-700">Narių pasiūlyti renginiai, seniausi pirmi. Patvirtintas renginys iškart matomas puslapyje „Renginiai“; atmesto priežastį narys mato savo paskyroje.</p>
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
            {rows.map((event) => (
              <li key={event.id}>
                <PendingEventCard event={event} isDeciding={isDeciding(event.id)} onApprove={() => handleApprove(event)} onReject={() => setRejecting(event)} />
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
      <RejectDialog
        subject={rejecting}
        action="Atmesti renginį"
        audience="Priežastį matys renginį pasiūlęs narys savo paskyroje."
        isSaving={reject.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) => (rejecting ? handleReject(rejecting, reason) : Promise.resolve())}
      />
    </section>
  )
}
