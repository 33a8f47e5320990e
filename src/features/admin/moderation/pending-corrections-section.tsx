import { useQuery } from '@tanstack/react-query'
import { adminMessages } from '../messages'
import { CorrectionNotDecidedError, useApplyCorrection, useRejectCorrection } from './correction-mutations'
import type { PendingCorrection } from './correction-queries'
import { DecisionSection } from './decision-section'
import { PendingCorrectionCard } from './pending-correction-card'
import { moderationQueries } from './queries'

const text = adminMessages.corrections

// Approving a correction applies it to the entry.
const texts = { ...text, approved: text.applied, approveFailed: text.applyFailed }

const entryName = (correction: PendingCorrection) => correction.entry?.name ?? text.entryGone

/** Corrections members proposed to directory entries, oldest first: apply them in one action or reject them with a reason. */
export function PendingCorrectionsSection() {
  const list = useQuery(moderationQueries.pendingCorrections())
  const apply = useApplyCorrection()
  const reject = useRejectCorrection()
  return (
    <DecisionSection
      label="Katalogo pataisymai"
      intro="Narių pasiūlyti katalogo įrašų pataisymai, seniausi pirmi. „Pritaikyti“ įrašo laukams suteikia siūlomas reikšmes ir pažymi įrašą kaip patikrintą; atmesto priežastį narys mato savo paskyroje."
      list={list}
      title={entryName}
      approve={apply}
      reject={reject}
      notDecided={CorrectionNotDecidedError}
      texts={texts}
      rejectDialog={{ action: 'Atmesti pataisymą', audience: 'Priežastį matys pataisymą pasiūlęs narys savo paskyroje.' }}
      renderCard={(correction, { isDeciding, onApprove, onReject }) => (
        <PendingCorrectionCard correction={correction} isDeciding={isDeciding} onApply={onApprove} onReject={onReject} />
      )}
    />
  )
}
