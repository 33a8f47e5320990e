import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { Badge } from '@/components/ui/badge'
import { formatDate } from '@/lib/format'

type Membership = {
  id: string
  community_id: string
  community_name: string
  membership_type: string
  status: string
  rejection_reason: string | null
  created_at: string
}

const statusLabel: Record<string, { text: string; variant: 'accent' | 'default' | 'destructive' }> = {
  pending: { text: 'Laukiama patvirtinimo', variant: 'accent' },
  approved: { text: 'Patvirtinta', variant: 'default' },
  rejected: { text: 'Atmesta', variant: 'destructive' },
}

export function MembershipsList({ memberships }: { memberships: readonly Membership[] }) {
  if (memberships.length === 0) {
    return (
      <p className="text-slate-700">
        Dar nesate jokios bendruomenės narys. <Link to={paths.communities.list} className="text-brand-700 underline">Rasti bendruomenę</Link>
      </p>
    )
  }
  return (
    <ul className="flex flex-col gap-3">
      {memberships.map((membership) => {
        const status = statusLabel[membership.status] ?? { text: membership.status, variant: 'default' as const }
        return (
          <li key={membership.id} className="flex flex-col gap-1 rounded-lg border border-slate-200 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <Link to={paths.communities.detail(membership.community_id)} className="font-medium text-brand-700 underline">
                {membership.community_name}
              </Link>
              <Badge variant={status.variant}>{status.text}</Badge>
            </div>
            <p className="text-sm text-slate-700">
              {membership.membership_type === 'observer' ? 'Stebėtojas' : 'Narys'} · pateikta {formatDate(membership.created_at)}
            </p>
            {membership.status === 'rejected' && membership.rejection_reason && (
              <p className="text-sm text-slate-700">Atmetimo priežastis: {membership.rejection_reason}</p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
