import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/input'
import { databaseRefusal } from '@/lib/database-refusal'
import { formatDay } from '@/lib/format'
import { messages } from '@/lib/messages'
import { BankDetailsForm } from './bank-details-form'
import { ukToday } from '@/lib/uk-time'
import { duesState, type DuesState } from './dues-status'
import { duesQueries, type DuesRow } from './queries'
import { RecordPaymentDialog } from './record-payment-dialog'

type Community = { id: string; name: string }

const stateLabel: Record<DuesState, { text: string; variant: 'accent' | 'default' | 'destructive' }> = {
  none: { text: '—', variant: 'default' },
  unpaid: { text: 'Laukiama mokesčio', variant: 'accent' },
  'approved-unpaid': { text: 'Patvirtinta be mokesčio', variant: 'default' },
  current: { text: 'Galioja', variant: 'default' },
  grace: { text: 'Malonės laikotarpis', variant: 'accent' },
  lapsed: { text: 'Nebegalioja', variant: 'destructive' },
}

/**
 * Dues for the communities the viewer runs (administrators: any): the account members pay into,
 * and each paying member with their reference, their term and 'Pažymėti mokėjimą'.
 */
export function CommunityDues({ communities }: { communities: readonly Community[] }) {
  const [communityId, setCommunityId] = useState(communities[0]?.id ?? '')
  if (communities.length === 0) return null
  const community = communities.find((candidate) => candidate.id === communityId) ?? communities[0]!
  return (
    <section aria-labelledby="nario-mokesciai" className="space-y-4">
      <h2 id="nario-mokesciai" className="text-xl font-semibold">
        Nario mokesčiai
      </h2>
      {communities.length > 1 ? (
        <div className="max-w-md space-y-1">
          <label htmlFor="mokesciai-bendruomene" className="text-sm font-medium text-slate-900">
            Bendruomenė
          </label>
          <NativeSelect id="mokesciai-bendruomene" value={community.id} onChange={(event) => setCommunityId(event.target.value)}>
            {communities.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : (
        <p className="text-slate-700">{community.name}</p>
      )}
      <BankDetailsForm communityId={community.id} />
      <DuesTable key={community.id} communityId={community.id} communityName={community.name} />
    </section>
  )
}

function DuesTable({ communityId, communityName }: { communityId: string; communityName: string }) {
  const dues = useQuery(duesQueries.list(communityId))
  const [paying, setPaying] = useState<DuesRow | null>(null)
  const today = ukToday()
  if (dues.isPending) return <p role="status">{messages.loading}</p>
  if (dues.isError) return <p role="alert">{databaseRefusal(dues.error) ?? 'Nepavyko įkelti narių mokesčių.'}</p>
  if (dues.data.length === 0) return <p className="text-slate-700">Narystės prašymų su nario mokesčiu dar nėra.</p>
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm text-slate-800">
          <caption className="mb-2 text-left text-slate-700">Nariai, pasirinkę nario planą: {communityName}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left">
              <th scope="col" className="px-2 py-2 font-medium">
                Narys
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                Mokėjimo paskirtis
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                Būsena
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                Apmokėta iki
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                <span className="sr-only">Veiksmai</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {dues.data.map((row) => {
              const state = stateLabel[duesState({ membership_type: 'member', status: row.status, paid_until: row.paid_until }, today)]
              return (
                <tr key={row.membership_id} className="border-b border-slate-100">
                  <th scope="row" className="px-2 py-2 text-left font-normal">
                    {row.member_name}
                  </th>
                  <td className="px-2 py-2 font-mono">{row.payment_reference}</td>
                  <td className="px-2 py-2">
                    <Badge variant={state.variant}>{state.text}</Badge>
                  </td>
                  <td className="px-2 py-2">{row.paid_until ? formatDay(row.paid_until) : '—'}</td>
                  <td className="px-2 py-2 text-right">
                    <Button variant="outline" size="sm" onClick={() => setPaying(row)} aria-label={`Pažymėti mokėjimą: ${row.member_name}, ${row.payment_reference}`}>
                      Pažymėti mokėjimą
                    </Button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <RecordPaymentDialog communityId={communityId} member={paying} onClose={() => setPaying(null)} />
    </>
  )
}
