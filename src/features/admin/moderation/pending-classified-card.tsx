import { ClassifiedDetails } from './classified-details'
import type { ModeratedClassified } from './classified-queries'
import { DecisionButtons } from './decision-buttons'

type PendingClassifiedCardProps = { classified: ModeratedClassified; isDeciding: boolean; onApprove: () => void; onReject: () => void }

/** One classified waiting for approval, as it would be published, with the two decisions. */
export function PendingClassifiedCard({ classified, isDeciding, onApprove, onReject }: PendingClassifiedCardProps) {
  // Its own prefix: a reported classified edited back to pending is in both lists at once.
  const titleId = `skelbimas-${classified.id}`
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-xl border border-slate-200 p-5">
      <h2 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {classified.title}
      </h2>
      <ClassifiedDetails classified={classified} />
      <DecisionButtons titleId={titleId} isDeciding={isDeciding} onApprove={onApprove} onReject={onReject} />
    </article>
  )
}
