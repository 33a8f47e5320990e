import { Button } from '@/components/ui/button'
import { ClassifiedDetails } from './classified-details'
import type { ModeratedClassified } from './classified-queries'

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
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={isDeciding} aria-describedby={titleId} onClick={onApprove}>
          Patvirtinti
        </Button>
        <Button size="sm" variant="outline" className="text-red-700!" disabled={isDeciding} aria-describedby={titleId} onClick={onReject}>
          Atmesti
        </Button>
      </div>
    </article>
  )
}
