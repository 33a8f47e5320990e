import { useQuery } from '@tanstack/react-query'
import { adminMessages } from '../messages'
import { ClaimNotDecidedError, useApproveClaim, useRejectClaim } from './claim-mutations'
import type { PendingClaim } from './claim-queries'
import { DecisionSection } from './decision-section'
import { PendingClaimCard } from './pending-claim-card'
import { moderationQueries } from './queries'

const entryName = (claim: PendingClaim) => claim.entryName ?? adminMessages.corrections.entryGone

/** Members asking to manage an entry, oldest first: an approved one may then edit the entry's public fields. */
export function PendingClaimsSection() {
  const list = useQuery(moderationQueries.pendingClaims())
  const approve = useApproveClaim()
  const reject = useRejectClaim()
  return (
    <DecisionSection
      label="Prašymai tvarkyti įrašą"
      intro="Nariai, kurie nurodo atstovaujantys organizacijai, seniausi pirmi. Patvirtintas narys gali pats keisti viešai rodomus įrašo duomenis; atmesto prašymo priežastį narys mato savo paskyroje."
      list={list}
      title={entryName}
      approve={approve}
      reject={reject}
      notDecided={ClaimNotDecidedError}
      texts={adminMessages.claims}
      rejectDialog={{ action: 'Atmesti prašymą', audience: 'Priežastį matys prašymą pateikęs narys savo paskyroje.' }}
      renderCard={(claim, handlers) => <PendingClaimCard claim={claim} {...handlers} />}
    />
  )
}
