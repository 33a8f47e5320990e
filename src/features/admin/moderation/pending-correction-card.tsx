import { Button } from '@/components/ui/button'
import { adminMessages } from '../messages'
import { CorrectionDiffTable } from './correction-diff-table'
import type { PendingCorrection } from './correction-queries'
import { entryDirectoryLabel } from './entry-directory-label'
import { formatUkDateTime } from '@/lib/uk-time'

type PendingCorrectionCardProps = { correction: PendingCorrection; isDeciding: boolean; onApply: () => void; onReject: () => void }

/** One correction: the entry it corrects, the member's note, what would change, and the two decisions. */
export function PendingCorrectionCard({ correction, isDeciding, onApply, onReject }: PendingCorrectionCardProps) {
  const titleId = `pataisymas-${correction.id}`
  const { entry } = correction
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-xl border border-slate-200 p-5">
      <h2 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {entry?.name ?? adminMessages.corrections.entryGone}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {entry && (
          <>
            <dt className="font-medium text-slate-700">Katalogas</dt>
            <dd>{entryDirectoryLabel(entry.directory)}</dd>
          </>
        )}
        <dt className="font-medium text-slate-700">Pasiūlyta (JK)</dt>
        <dd>
          <time dateTime={correction.created_at}>{formatUkDateTime(correction.created_at)}</time>
        </dd>
        <dt className="font-medium text-slate-700">Pastaba</dt>
        {/* The member's words as plain text. */}
        <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{correction.note || 'Pastabos nėra'}</dd>
      </dl>
      <CorrectionDiffTable correction={correction} />
      <div className="flex flex-wrap gap-2">
        {/* An entry that cannot be read cannot be updated either. */}
        <Button size="sm" disabled={isDeciding || !entry} aria-describedby={titleId} onClick={onApply}>
          Pritaikyti
        </Button>
        <Button size="sm" variant="outline" className="text-red-700!" disabled={isDeciding} aria-describedby={titleId} onClick={onReject}>
          Atmesti
        </Button>
      </div>
    </article>
  )
}
