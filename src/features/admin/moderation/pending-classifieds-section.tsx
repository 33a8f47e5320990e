import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { AdminListState } from '../admin-list-state'
import { adminMessages } from '../messages'
import { useLoadErrorToast } from '../use-load-error-toast'
import { ClassifiedNotDecidedError, useApproveClassified, useRejectClassified } from './classified-mutations'
import type { ModeratedClassified } from './classified-queries'
import { PendingClassifiedCard } from './pending-classified-card'
import { moderationQueries } from './queries'
import { RejectDialog } from './reject-dialog'

const text = adminMessages.classifieds

/** Classifieds members posted, oldest first: administrators approve them or reject them with a reason. */
export function PendingClassifiedsSection() {
  const list = useQuery(moderationQueries.pendingClassifieds())
  const approve = useApproveClassified()
  const reject = useRejectClassified()
  const [rejecting, setRejecting] = useState<ModeratedClassified | null>(null)
  useLoadErrorToast(list.isError, text.loadFailed)

  const isDeciding = (id: string) => (approve.isPending && approve.variables.id === id) || (reject.isPending && reject.variables.id === id)

  function handleApprove(classified: ModeratedClassified) {
    approve.mutate(
      { id: classified.id },
      {
        onSuccess: () => void notify.success(messages.success, text.approved(classified.title)),
        onError: (error) => void notify.error(messages.error, error instanceof ClassifiedNotDecidedError ? text.alreadyDecided : text.approveFailed),
      },
    )
  }

  async function handleReject(classified: ModeratedClassified, reason: string) {
    try {
      await reject.mutateAsync({ id: classified.id, reason })
    } catch (error) {
      if (error instanceof ClassifiedNotDecidedError) {
        // Nothing left to reject: the reason no longer matters.
        void notify.error(messages.error, text.alreadyDecided)
        setRejecting(null)
        return
      }
      void notify.error(messages.error, text.rejectFailed)
      throw error
    }
    void notify.success(messages.success, text.rejected(classified.title))
    setRejecting(null)
  }

  return (
    <section aria-label="Skelbimai" className="space-y-4 border-t border-slate-200 pt-6">
      <p className="text-slate-700">Narių įdėti skelbimai, seniausi pirmi. Patvirtintas skelbimas matomas puslapyje „Skelbimai“ 30 dienų; atmesto priežastį narys mato savo paskyroje.</p>
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
            {rows.map((classified) => (
              <li key={classified.id}>
                <PendingClassifiedCard
                  classified={classified}
                  isDeciding={isDeciding(classified.id)}
                  onApprove={() => handleApprove(classified)}
                  onReject={() => setRejecting(classified)}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
      <RejectDialog
        subject={rejecting}
        action="Atmesti skelbimą"
        audience="Priežastį matys skelbimą įdėjęs narys savo paskyroje."
        isSaving={reject.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) => (rejecting ? handleReject(rejecting, reason) : Promise.resolve())}
      />
    </section>
  )
}
