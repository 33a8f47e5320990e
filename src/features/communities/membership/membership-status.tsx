import { Badge } from '@/components/ui/badge'
import { membershipMessages } from './messages'

type MembershipStatusProps = { membershipType: string; status: string; rejectionReason: string | null }

const planLabel: Record<string, string> = { observer: 'stebėtojas', member: 'narys' }

/** The user's current plan and request status, shown in the community's plans section. */
export function MembershipStatus({ membershipType, status, rejectionReason }: MembershipStatusProps) {
  const plan = planLabel[membershipType] ?? membershipType
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
      <span className="font-medium">Jūsų narystė:</span>
      {status === 'pending' && <Badge variant="accent">{membershipMessages.pending}</Badge>}
      {status === 'approved' && <Badge>{membershipMessages.approved}</Badge>}
      {status === 'rejected' && <Badge variant="destructive">{membershipMessages.rejected}</Badge>}
      <span>Planas: {plan}.</span>
      {status === 'rejected' && rejectionReason && <span>Priežastis: {rejectionReason}</span>}
    </div>
  )
}
