import { useQuery } from '@tanstack/react-query'
import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { Badge } from '@/components/ui/badge'
import { duesText, formatPence, owesDues, paymentMethodLabels } from '@/features/communities/dues/dues-status'
import { PaymentInstructions } from '@/features/communities/membership/payment-instructions'
import { formatDate, formatDay } from '@/lib/format'
import { ukToday } from '@/lib/uk-time'
import { accountQueries } from './queries'

type Membership = {
  id: string
  community_id: string
  community_name: string
  membership_type: string
  status: string
  rejection_reason: string | null
  created_at: string
  payment_reference: string | null
  paid_until: string | null
}

const statusLabel: Record<string, { text: string; variant: 'accent' | 'default' | 'destructive' }> = {
  pending: { text: 'Laukiama patvirtinimo', variant: 'accent' },
  approved: { text: 'Patvirtinta', variant: 'default' },
  rejected: { text: 'Atmesta', variant: 'destructive' },
  lapsed: { text: 'Nebegalioja', variant: 'destructive' },
}

const labelOf = (membership: Membership) =>
  membership.membership_type === 'member' && membership.status === 'pending'
    ? { text: 'Laukiama nario mokesčio', variant: 'accent' as const }
    : (statusLabel[membership.status] ?? { text: membership.status, variant: 'default' as const })

/** /paskyra: the member's communities, each with its dues, how to pay what is owed and the payments made. */
export function MembershipsList({ memberships }: { memberships: readonly Membership[] }) {
  const paying = memberships.filter((membership) => membership.membership_type === 'member').map((membership) => membership.id)
  const payments = useQuery({ ...accountQueries.membershipPayments(paying), enabled: paying.length > 0 })
  if (memberships.length === 0) {
    return (
      <p className="text-slate-700">
        Dar nesate jokios bendruomenės narys. <Link to={paths.communities.list} className="text-brand-700 underline">Rasti bendruomenę</Link>
      </p>
    )
  }
  const today = ukToday()
  return (
    <ul className="flex flex-col gap-3">
      {memberships.map((membership) => {
        const status = labelOf(membership)
        const dues = duesText(membership, today)
        const paid = (payments.data ?? []).filter((payment) => payment.membership_id === membership.id)
        return (
          <li key={membership.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
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
            {dues && <p className="text-sm text-slate-800">{dues}</p>}
            {owesDues(membership, today) && <PaymentInstructions communityId={membership.community_id} reference={membership.payment_reference} />}
            {paid.length > 0 && (
              <div className="text-sm">
                <h3 className="font-medium text-slate-900">Mokėjimai</h3>
                <ul className="mt-1 flex flex-col gap-1 text-slate-800">
                  {paid.map((payment) => (
                    <li key={payment.id}>
                      {formatDay(payment.paid_on)}: {formatPence(payment.amount_pence)}, {(paymentMethodLabels[payment.method] ?? payment.method).toLowerCase()} · apmokėta iki {formatDay(payment.paid_until)}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
