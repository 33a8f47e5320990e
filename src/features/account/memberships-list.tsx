import { useQuery } from '@tanstack/react-query'
import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { Badge } from '@/components/ui/badge'
import { duesText, owesDues } from '@/features/communities/dues/dues-status'
import { PaymentInstructions } from '@/features/communities/membership/payment-instructions'
import { formatDate, formatDay } from '@/lib/format'
import { ukDate } from '@/lib/uk-clock'
import { m } from '@/paraglide/messages'
import { poundsOf } from './pounds'
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

const statusLabel: Record<string, { text: () => string; variant: 'accent' | 'default' | 'destructive' }> = {
  pending: { text: m.account_membership_pending, variant: 'accent' },
  approved: { text: m.account_membership_approved, variant: 'default' },
  rejected: { text: m.account_membership_rejected, variant: 'destructive' },
  lapsed: { text: m.account_membership_lapsed, variant: 'destructive' },
}

function labelOf(membership: Membership): { text: string; variant: 'accent' | 'default' | 'destructive' } {
  if (membership.membership_type === 'member' && membership.status === 'pending') return { text: m.account_membership_awaiting_fee(), variant: 'accent' }
  const known = statusLabel[membership.status]
  return known ? { text: known.text(), variant: known.variant } : { text: membership.status, variant: 'default' }
}

/** How a payment was made, in lower case as the line about it reads ('banko pavedimas'). */
const paymentMethods: Record<string, () => string> = {
  bank_transfer: m.account_payment_bank_transfer,
  cash: m.account_payment_cash,
  card: m.account_payment_card,
}

/** /paskyra: the member's communities, each with its dues, how to pay what is owed and the payments made. */
export function MembershipsList({ memberships }: { memberships: readonly Membership[] }) {
  const paying = memberships.filter((membership) => membership.membership_type === 'member').map((membership) => membership.id)
  const payments = useQuery({ ...accountQueries.membershipPayments(paying), enabled: paying.length > 0 })
  if (memberships.length === 0) {
    return (
      <p className="text-slate-700">
        {m.account_memberships_empty()}{' '}
        <Link to={paths.communities.list} className="text-brand-700 underline">
          {m.account_find_community()}
        </Link>
      </p>
    )
  }
  const today = ukDate()
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
              {m.account_membership_line({
                kind: membership.membership_type === 'observer' ? m.account_observer() : m.account_member(),
                date: formatDate(membership.created_at),
              })}
            </p>
            {membership.status === 'rejected' && membership.rejection_reason && (
              <p className="text-sm text-slate-700">{m.account_rejection_reason({ reason: membership.rejection_reason })}</p>
            )}
            {dues && <p className="text-sm text-slate-800">{dues}</p>}
            {owesDues(membership, today) && <PaymentInstructions communityId={membership.community_id} reference={membership.payment_reference} />}
            {paid.length > 0 && (
              <div className="text-sm">
                <h3 className="font-medium text-slate-900">{m.account_payments()}</h3>
                <ul className="mt-1 flex flex-col gap-1 text-slate-800">
                  {paid.map((payment) => (
                    <li key={payment.id}>
                      {m.account_payment_line({
                        date: formatDay(payment.paid_on),
                        amount: poundsOf(payment.amount_pence),
                        method: paymentMethods[payment.method]?.() ?? payment.method.toLowerCase(),
                        until: formatDay(payment.paid_until),
                      })}
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
