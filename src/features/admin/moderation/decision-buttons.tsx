import { Button } from '@/components/ui/button'

type DecisionButtonsProps = { titleId: string; isDeciding: boolean; onApprove: () => void; onReject: () => void }

/** 'Patvirtinti' and 'Atmesti' for one item awaiting a decision, each described by the item's title. */
export function DecisionButtons({ titleId, isDeciding, onApprove, onReject }: DecisionButtonsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={isDeciding} aria-describedby={titleId} onClick={onApprove}>
        Patvirtinti
      </Button>
      <Button size="sm" variant="outline" className="text-red-700!" disabled={isDeciding} aria-describedby={titleId} onClick={onReject}>
        Atmesti
      </Button>
    </div>
  )
}
