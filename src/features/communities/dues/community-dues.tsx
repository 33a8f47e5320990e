import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/input'
import { formatDay } from '@/lib/format'
import { perLocale } from '@/lib/i18n/per-locale'
import { messages } from '@/lib/messages'
import { BankDetailsForm } from './bank-details-form'
import { ukDate } from '@/lib/uk-clock'
import { m } from '@/paraglide/messages'
import { communityRefusal } from '../refusal'
import { duesState, type DuesState } from './dues-status'
import { duesQueries, type DuesRow } from './queries'
import { RecordPaymentDialog } from './record-payment-dialog'

type Community = { id: string; name: string }

/** Each state's badge, in the page's language. */
const stateLabel = perLocale((): Record<DuesState, { text: string; variant: 'accent' | 'default' | 'destructive' }> => ({
  none: { text: '—', variant: 'default' },
  unpaid: { text: m.communities_dues_state_unpaid(), variant: 'accent' },
  'approved-unpaid': { text: m.communities_dues_state_approved_unpaid(), variant: 'default' },
  current: { text: m.communities_dues_state_current(), variant: 'default' },
  grace: { text: m.communities_dues_state_grace(), variant: 'accent' },
  lapsed: { text: m.communities_dues_state_lapsed(), variant: 'destructive' },
}))

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
        {m.communities_dues_heading()}
      </h2>
      {communities.length > 1 ? (
        <div className="max-w-md space-y-1">
          <label htmlFor="mokesciai-bendruomene" className="text-sm font-medium text-slate-900">
            {m.communities_dues_community()}
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
  const today = ukDate()
  if (dues.isPending) return <p role="status">{messages.loading}</p>
  if (dues.isError) return <p role="alert">{communityRefusal(dues.error) ?? m.communities_dues_load_failed()}</p>
  if (dues.data.length === 0) return <p className="text-slate-700">{m.communities_dues_empty()}</p>
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm text-slate-800">
          <caption className="mb-2 text-left text-slate-700">{m.communities_dues_caption({ community: communityName })}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left">
              <th scope="col" className="px-2 py-2 font-medium">
                {m.communities_dues_col_member()}
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                {m.communities_dues_col_reference()}
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                {m.communities_dues_col_status()}
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                {m.communities_dues_col_paid_until()}
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                <span className="sr-only">{m.communities_dues_col_actions()}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {dues.data.map((row) => {
              const state = stateLabel()[duesState({ membership_type: 'member', status: row.status, paid_until: row.paid_until }, today)]
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
                    <Button variant="outline" size="sm" onClick={() => setPaying(row)} aria-label={m.communities_dues_record_label({ name: row.member_name, reference: row.payment_reference })}>
                      {m.communities_dues_record()}
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
