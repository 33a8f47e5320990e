import { Badge } from '@/components/ui/badge'
import { ukDate } from '@/lib/uk-clock'
import { m } from '@/paraglide/messages'
import { duesText, owesDues } from '../dues/dues-status'
import { membershipMessages } from './messages'
import { PaymentInstructions } from './payment-instructions'

type MembershipStatusProps = {
  communityId: string
  membership: { membership_type: string; status: string; rejection_reason: string | null; payment_reference: string | null; paid_until: string | null }
}

const planLabel: Record<string, () => string> = { observer: m.communities_plan_label_observer, member: m.communities_plan_label_member }

/** The user's current plan, request status and dues, shown in the community's plans section. */
export function MembershipStatus({ communityId, membership }: MembershipStatusProps) {
  const { membership_type: membershipType, status, rejection_reason: rejectionReason } = membership
  const plan = planLabel[membershipType]?.() ?? membershipType
  const today = ukDate()
  const dues = duesText(membership, today)
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{m.communities_status_yours()}</span>
        {status === 'pending' && <Badge variant="accent">{membershipType === 'member' ? membershipMessages.awaitingDues : membershipMessages.pending}</Badge>}
        {status === 'approved' && <Badge>{membershipMessages.approved}</Badge>}
        {status === 'rejected' && <Badge variant="destructive">{membershipMessages.rejected}</Badge>}
        {status === 'lapsed' && <Badge variant="destructive">{membershipMessages.lapsed}</Badge>}
        <span>{m.communities_status_plan({ plan })}</span>
        {status === 'rejected' && rejectionReason && <span>{m.communities_status_reason({ reason: rejectionReason })}</span>}
      </div>
      {dues && <p>{dues}</p>}
      {owesDues(membership, today) && <PaymentInstructions communityId={communityId} reference={membership.payment_reference} />}
    </div>
  )
}
