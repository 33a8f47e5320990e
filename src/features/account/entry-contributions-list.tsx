import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { entryFieldLabel, sortEntryFields } from '@/features/directory/entry-field-labels'
import { m } from '@/paraglide/messages'
import { claimStatus, correctionStatus, entryGone } from './entry-contribution-status'
import type { OwnClaim, OwnCorrection, OwnEntryContributions } from './entry-contribution-queries'

type ItemProps = { title: string | null; status: { text: string; variant: 'accent' | 'default' | 'destructive' | 'secondary' }; reason: string | null; children: ReactNode }

/** One correction or claim: the entry, where it stands, what it was about and, when rejected, why. */
function ContributionItem({ title, status, reason, children }: ItemProps) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-medium [overflow-wrap:anywhere]">
          {title ?? entryGone()}
        </h4>
        <Badge variant={status.variant}>{status.text}</Badge>
      </div>
      {children}
      {reason && <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{m.account_reason({ reason })}</p>}
    </li>
  )
}

function CorrectionItem({ correction }: { correction: OwnCorrection }) {
  const labels = sortEntryFields(correction.fields).map(entryFieldLabel)
  return (
    <ContributionItem
      title={correction.entryName}
      status={correctionStatus(correction.status)}
      reason={correction.status === 'rejected' ? correction.rejection_reason : null}
    >
      <p className="text-sm text-slate-700">{m.account_changed_fields({ fields: labels.join(', ') })}</p>
    </ContributionItem>
  )
}

function ClaimItem({ claim }: { claim: OwnClaim }) {
  return (
    <ContributionItem
      title={claim.entryName}
      status={claimStatus(claim.status)}
      reason={claim.status === 'rejected' ? claim.rejection_reason : null}
    >
      <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{m.account_claim_role({ role: claim.role })}</p>
    </ContributionItem>
  )
}

/** The member's corrections, then their requests to manage entries, each with the administrators' decision. */
export function EntryContributionsList({ contributions }: { contributions: OwnEntryContributions }) {
  const { corrections, claims } = contributions
  if (corrections.length === 0 && claims.length === 0) {
    return <p className="text-slate-700">{m.account_contributions_empty()}</p>
  }
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h3 className="mb-3 text-lg font-semibold">{m.account_corrections_heading()}</h3>
        {corrections.length === 0 ? (
          <p className="text-slate-700">{m.account_corrections_empty()}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {corrections.map((correction) => (
              <CorrectionItem key={correction.id} correction={correction} />
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="mb-3 text-lg font-semibold">{m.account_claims_heading()}</h3>
        {claims.length === 0 ? (
          <p className="text-slate-700">{m.account_claims_empty()}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {claims.map((claim) => (
              <ClaimItem key={claim.id} claim={claim} />
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
