import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { AdminListState } from '../admin-list-state'
import { adminMessages } from '../messages'
import { useLoadErrorToast } from '../use-load-error-toast'
import { ClaimNotDecidedError, useApproveClaim, useRejectClaim } from './claim-mutations'
import type { PendingClaim } from './claim-queries'
import { PendingClaimCard } from './pending-claim-card'
import { moderationQueries } from './queries'
import { RejectDialog } from './reject-dialog'

const text = adminMessages.claims

const entryName = (claim: PendingClaim) => claim.entryName ?? adminMessages.corrections.entryGone

/** Members asking to manage an entry, oldest first: an approved one may then edit the entry's public fields. */
export function PendingClaimsSection() {
  const list = useQuery(moderationQueries.pendingClaims())
  const approve = useApproveClaim()
  const reject = useRejectClaim()
  const [rejecting, setRejecting] = useState<PendingClaim | null>(null)
  useLoadErrorToast(list.isError, text.loadFailed)

  const isDeciding = (id: string) => (approve.isPending && approve.variables.id === id) || (reject.isPending && reject.variables.id === id)

  function handleApprove(claim: PendingClaim) {
    approve.mutate(
      { id: claim.id },
      {
        onSuccess: () => void notify.success(messages.success, text.approved(entryName(claim))),
        onError: (error) => void notify.error(messages.error, error instanceof ClaimNotDecidedError ? text.alreadyDecided : text.approveFailed),
      },
    )
  }

  async function handleReject(claim: PendingClaim, reason: string) {
    try {
      await reject.mutateAsync({ id: claim.id, reason })
    } catch (error) {
      if (error instanceof ClaimNotDecidedError) {
        // Nothing left to reject: the reason no longer matters.
        void notify.error(messages.error, text.alreadyDecided)
        setRejecting(null)
        return
      }
      void notify.error(messages.error, text.rejectFailed)
      throw error
    }
    void notify.success(messages.success, text.rejected(entryName(claim)))
    setRejecting(null)
  }

  return (
    <section aria-label="Prašymai tvarkyti įrašą" className="space-y-4 border-t border-slate-200 pt-6">
      <p className="text-slate-700">
        Nariai, kurie nurodo atstovaujantys organizacijai, seniausi pirmi. Patvirtintas narys gali pats keisti viešai rodomus įrašo duomenis; atmesto prašymo priežastį narys mato savo paskyroje.
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
            {rows.map((claim) => (
              <li key={claim.id}>
                <PendingClaimCard claim={claim} isDeciding={isDeciding(claim.id)} onApprove={() => handleApprove(claim)} onReject={() => setRejecting(claim)} />
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
      <RejectDialog
        subject={rejecting && { id: rejecting.id, title: entryName(rejecting) }}
        action="Atmesti prašymą"
        audience="Priežastį matys prašymą pateikęs narys savo paskyroje."
        isSaving={reject.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) => (rejecting ? handleReject(rejecting, reason) : Promise.resolve())}
      />
    </section>
  )
}
