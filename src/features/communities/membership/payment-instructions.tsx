import { useQuery } from '@tanstack/react-query'
import { messages } from '@/lib/messages'
import { m } from '@/paraglide/messages'
import { formatPence, formatSortCode, MEMBER_FEE_PENCE } from '../dues/dues-status'
import { membershipQueries } from './queries'

type PaymentInstructionsProps = { communityId: string; reference: string | null }

/** How to pay the dues: the amount, the community's account and the member's own reference. */
export function PaymentInstructions({ communityId, reference }: PaymentInstructionsProps) {
  const bank = useQuery(membershipQueries.bankDetails(communityId))
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800">
      <h3 className="font-semibold text-slate-900">{m.communities_pay_heading()}</h3>
      {bank.isPending ? (
        <p role="status">{messages.loading}</p>
      ) : bank.isError ? (
        <p role="alert">{m.communities_pay_bank_failed()}</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-slate-600">{m.communities_pay_amount()}</dt>
          <dd>{m.communities_fee_per_year({ amount: formatPence(MEMBER_FEE_PENCE) })}</dd>
          {bank.data && (
            <>
              <dt className="text-slate-600">{m.communities_pay_payee()}</dt>
              <dd>{bank.data.account_name}</dd>
              <dt className="text-slate-600">{m.communities_pay_sort_code()}</dt>
              <dd>{formatSortCode(bank.data.sort_code)}</dd>
              <dt className="text-slate-600">{m.communities_pay_account_number()}</dt>
              <dd>{bank.data.account_number}</dd>
            </>
          )}
          <dt className="text-slate-600">{m.communities_pay_reference()}</dt>
          <dd className="font-mono font-semibold">{reference ?? '—'}</dd>
        </dl>
      )}
      {bank.isSuccess && !bank.data && <p>{m.communities_pay_no_account()}</p>}
      <p className="text-slate-700">{m.communities_pay_reference_hint()}</p>
    </div>
  )
}
