import { m } from '@/paraglide/messages'

type Variant = 'accent' | 'default' | 'destructive' | 'secondary'
type Status = { text: string; variant: Variant }

const correctionStatuses: Record<string, { text: () => string; variant: Variant }> = {
  pending: { text: m.account_status_pending, variant: 'accent' },
  applied: { text: m.account_correction_applied, variant: 'default' },
  rejected: { text: m.account_status_rejected, variant: 'destructive' },
}

const claimStatuses: Record<string, { text: () => string; variant: Variant }> = {
  pending: { text: m.account_status_pending, variant: 'accent' },
  approved: { text: m.account_claim_approved, variant: 'default' },
  rejected: { text: m.account_status_rejected, variant: 'destructive' },
}

const shown = (known: { text: () => string; variant: Variant } | undefined, status: string): Status =>
  known ? { text: known.text(), variant: known.variant } : { text: status, variant: 'secondary' }

/** Where a member's correction stands, as its author reads it; an unknown status as stored. */
export const correctionStatus = (status: string): Status => shown(correctionStatuses[status], status)

/** Where a member's request to manage an entry stands. */
export const claimStatus = (status: string): Status => shown(claimStatuses[status], status)

/** What the member reads when the entry is no longer public. */
export const entryGone = () => m.account_entry_gone()
