import { useQuery } from '@tanstack/react-query'
import { messages } from '@/lib/messages'
import { formatPence, formatSortCode, MEMBER_FEE_PENCE } from '../dues/dues-status'
import { membershipQueries } from './queries'

type PaymentInstructionsProps = { communityId: string; reference: string | null }

/** How to pay the dues: the amount, the community's account and the member's own reference. */
export function PaymentInstructions({ communityId, reference }: PaymentInstructionsProps) {
  const bank = useQuery(membershipQueries.bankDetails(communityId))
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800">
      <h3 className="font-semibold text-slate-900">Kaip sumokėti nario mokestį</h3>
      {bank.isPending ? (
        <p role="status">{messages.loading}</p>
      ) : bank.isError ? (
        <p role="alert">Nepavyko įkelti banko rekvizitų. Bandykite atnaujinti puslapį.</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-slate-600">Suma</dt>
          <dd>{formatPence(MEMBER_FEE_PENCE)} per metus</dd>
          {bank.data && (
            <>
              <dt className="text-slate-600">Gavėjas</dt>
              <dd>{bank.data.account_name}</dd>
              <dt className="text-slate-600">Sort code</dt>
              <dd>{formatSortCode(bank.data.sort_code)}</dd>
              <dt className="text-slate-600">Sąskaitos numeris</dt>
              <dd>{bank.data.account_number}</dd>
            </>
          )}
          <dt className="text-slate-600">Mokėjimo paskirtis</dt>
          <dd className="font-mono font-semibold">{reference ?? '—'}</dd>
        </dl>
      )}
      {bank.isSuccess && !bank.data && <p>Bendruomenė dar nenurodė banko sąskaitos. Kai nurodys, rekvizitus matysite čia ir paskyroje; grynaisiais galite sumokėti bendruomenės renginyje.</p>}
      <p className="text-slate-700">Mokėjimo paskirtį įrašykite tiksliai taip: pagal ją bendruomenė atpažins jūsų mokėjimą. Gavusi mokestį, ji pažymės jį portale, ir gausite patvirtinimą el. paštu.</p>
    </div>
  )
}
