import { adminMessages } from '../messages'
import type { PendingClaim } from './claim-queries'
import { formatUkDateTime } from '@/lib/uk-time'
import { DecisionButtons } from './decision-buttons'

type PendingClaimCardProps = { claim: PendingClaim; isDeciding: boolean; onApprove: () => void; onReject: () => void }

/** One claim to manage an entry: the entry, the claimant's role and how to verify it, and the two decisions. */
export function PendingClaimCard({ claim, isDeciding, onApprove, onReject }: PendingClaimCardProps) {
  const titleId = `prasymas-tvarkyti-${claim.id}`
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-xl border border-slate-200 p-5">
      <h2 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {claim.entryName ?? adminMessages.corrections.entryGone}
      </h2>
      {/* The claimant's words as plain text: React escapes them, line breaks are kept. */}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700">Pareigos</dt>
        <dd className="[overflow-wrap:anywhere]">{claim.role}</dd>
        <dt className="font-medium text-slate-700">Kaip patikrinti</dt>
        <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{claim.verification}</dd>
        <dt className="font-medium text-slate-700">Pateikta (JK)</dt>
        <dd>
          <time dateTime={claim.created_at}>{formatUkDateTime(claim.created_at)}</time>
        </dd>
      </dl>
      <DecisionButtons titleId={titleId} isDeciding={isDeciding} onApprove={onApprove} onReject={onReject} />
    </article>
  )
}
