import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { AdminListState } from '../admin-list-state'
import { adminMessages } from '../messages'
import { useLoadErrorToast } from '../use-load-error-toast'
import { CorrectionNotDecidedError, useApplyCorrection, useRejectCorrection } from './correction-mutations'
import type { PendingCorrection } from './correction-queries'
import { PendingCorrectionCard } from './pending-correction-card'
import { moderationQueries } from './queries'
import { RejectDialog } from './reject-dialog'

const text = adminMessages.corrections

const entryName = (correction: PendingCorrection) => correction.entry?.name ?? text.entryGone

/** Corrections members proposed to directory entries, oldest first: apply them in one action or reject them with a reason. */
export function PendingCorrectionsSection() {
  const list = useQuery(moderationQueries.pendingCorrections())
  const apply = useApplyCorrection()
  const reject = useRejectCorrection()
  const [rejecting, setRejecting] = useState<PendingCorrection | null>(null)
  useLoadErrorToast(list.isError, text.loadFailed)

  const isDeciding = (id: string) => (apply.isPending && apply.variables.id === id) || (reject.isPending && reject.variables.id === id)

  function handleApply(correction: PendingCorrection) {
    apply.mutate(
      { id: correction.id },
      {
        onSuccess: () => void notify.success(messages.success, text.applied(entryName(correction))),
        onError: (error) => void notify.error(messages.error, error instanceof CorrectionNotDecidedError ? text.alreadyDecided : text.applyFailed),
      },
    )
  }

  async function handleReject(correction: PendingCorrection, reason: string) {
    try {
      await reject.mutateAsync({ id: correction.id, reason })
    } catch (error) {
      if (error instanceof CorrectionNotDecidedError) {
        // Nothing left to reject: the reason no longer matters.
        void notify.error(messages.error, text.alreadyDecided)
        setRejecting(null)
        return
      }
      void notify.error(messages.error, text.rejectFailed)
      throw error
    }
    void notify.success(messages.success, text.rejected(entryName(correction)))
    setRejecting(null)
  }

  return (
    <section aria-label="Katalogo pataisymai" className="space-y-4 border-t border-slate-200 pt-6">
      <p className="text-slate-700">
        Narių pasiūlyti katalogo įrašų pataisymai, seniausi pirmi. „Pritaikyti“ įrašo laukams suteikia siūlomas reikšmes ir pažymi įrašą kaip patikrintą; atmesto priežastį narys mato savo paskyroje.
      </p>
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
            {rows.map((correction) => (
              <li key={correction.id}>
                <PendingCorrectionCard
                  correction={correction}
                  isDeciding={isDeciding(correction.id)}
                  onApply={() => handleApply(correction)}
                  onReject={() => setRejecting(correction)}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
      <RejectDialog
        subject={rejecting && { id: rejecting.id, title: entryName(rejecting) }}
        action="Atmesti pataisymą"
        audience="Priežastį matys pataisymą pasiūlęs narys savo paskyroje."
        isSaving={reject.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) => (rejecting ? handleReject(rejecting, reason) : Promise.resolve())}
      />
    </section>
  )
}
