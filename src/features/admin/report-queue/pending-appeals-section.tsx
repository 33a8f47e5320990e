import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/intl-format'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { useAdmin } from '../access/admin-context'
import { AdminListState } from '../admin-list-state'
import { useLoadErrorToast } from '../use-load-error-toast'
import { appealQueries, type PendingAppeal } from './appeal-queries'
import { DecisionDialog, type DecisionRequest } from './decision-dialog'
import { eventLabel, kindLabel } from './labels'
import { useDecideAppeal } from './queue-mutations'

const appealName = (appeal: PendingAppeal) => (appeal.title ? `${kindLabel(appeal.targetKind)}: ${appeal.title}` : kindLabel(appeal.targetKind))

/**
 * The authors' appeals waiting for a decision, oldest first. Another administrator than the one
 * who acted decides (the database refuses the one who acted while another is active, and the
 * dialog says so); upheld, the action stands; reversed, the content returns or the suspension ends.
 */
export function PendingAppealsSection() {
  const list = useQuery(appealQueries.pending())
  const decide = useDecideAppeal()
  const admin = useAdmin()
  const [request, setRequest] = useState<DecisionRequest | null>(null)
  useLoadErrorToast(list.isError, 'Nepavyko įkelti skundų')

  function open(appeal: PendingAppeal, reverse: boolean) {
    setRequest({
      key: `${appeal.id}:${reverse}`,
      title: `${reverse ? 'Atšaukti sprendimą' : 'Palikti sprendimą'}: ${appealName(appeal)}`,
      description: reverse
        ? 'Turinys vėl bus matomas (sustabdymas baigsis). Autorius gaus pranešimą ir laišką su jūsų priežastimi.'
        : 'Sprendimas liks galioti. Autorius gaus pranešimą ir laišką su jūsų priežastimi; daugiau skųsti jo negalės.',
      submitLabel: reverse ? 'Atšaukti sprendimą' : 'Palikti sprendimą',
      decide: async (reason) => {
        await decide.mutateAsync({ actionId: appeal.id, reverse, reason })
        void notify.success(messages.success, reverse ? 'Skundas patenkintas: sprendimas atšauktas, autoriui pranešta.' : 'Skundas atmestas: sprendimas paliktas, autoriui pranešta.')
      },
    })
  }

  return (
    <section aria-labelledby="skundai" className="space-y-4 border-t border-slate-200 pt-6">
      <h2 id="skundai" className="text-2xl font-semibold">
        Skundai, laukiantys sprendimo
      </h2>
      <p className="text-slate-700">Skundą sprendžia kitas administratorius nei tas, kuris priėmė sprendimą (nebent jis vienintelis aktyvus). Atsakoma per 7 dienas.</p>
      <AdminListState
        isPending={list.isPending}
        isError={list.isError}
        data={list.data}
        isEmpty={(appeals) => appeals.length === 0}
        loading={messages.loading}
        loadFailed="Nepavyko įkelti skundų"
        empty="Laukiančių skundų nėra"
      >
        {(appeals) => (
          <ul className="grid gap-4 xl:grid-cols-2">
            {appeals.map((appeal) => {
              const titleId = `skundas-${appeal.id}`
              const isOwn = appeal.decidedBy?.id === admin.id
              return (
                <li key={appeal.id}>
                  <article aria-labelledby={titleId} className="space-y-3 rounded-xl border border-slate-200 p-5">
                    <h3 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere]">
                      {appealName(appeal)}
                    </h3>
                    <dl className="grid gap-1 text-sm text-slate-800 sm:grid-cols-[auto_1fr] sm:gap-x-3">
                      <dt className="font-medium">Sprendimas</dt>
                      <dd>
                        {eventLabel(appeal.action)}
                        {appeal.suspendedUntil && ` iki ${formatDateTime(appeal.suspendedUntil)}`}, {formatDateTime(appeal.createdAt)}
                      </dd>
                      <dt className="font-medium">Nusprendė</dt>
                      <dd>{appeal.decidedBy ? (isOwn ? `${appeal.decidedBy.name} (jūs)` : appeal.decidedBy.name) : 'Nežinoma'}</dd>
                      <dt className="font-medium">Priežastis</dt>
                      <dd className="[overflow-wrap:anywhere]">{appeal.reason}</dd>
                      <dt className="font-medium">Skundas</dt>
                      <dd className="whitespace-pre-line [overflow-wrap:anywhere]">
                        {appeal.appealText} <span className="text-slate-700">({formatDateTime(appeal.appealedAt)})</span>
                      </dd>
                    </dl>
                    {isOwn && <p className="text-sm text-amber-800">Šį sprendimą priėmėte jūs: skundą turi spręsti kitas administratorius.</p>}
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" variant="outline" aria-describedby={titleId} onClick={() => open(appeal, false)}>
                        Palikti sprendimą
                      </Button>
                      <Button size="sm" variant="outline" aria-describedby={titleId} onClick={() => open(appeal, true)}>
                        Atšaukti sprendimą
                      </Button>
                    </div>
                  </article>
                </li>
              )
            })}
          </ul>
        )}
      </AdminListState>
      <DecisionDialog request={request} onClose={() => setRequest(null)} />
    </section>
  )
}
