import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { AdminListState } from '../admin-list-state'
import { useLoadErrorToast } from '../use-load-error-toast'
import { DecisionDialog, type DecisionRequest } from './decision-dialog'
import { useDismissReports, useModerateContent, useSuspendMember } from './queue-mutations'
import { reportQueueQueries, type ReportedItem } from './queue-queries'
import { itemName, ReportedItemCard, type ItemAction } from './reported-item-card'

/** Each decision's dialog words and what the toast says once it is made. */
const decisionTexts: Record<Exclude<ItemAction, 'suspend'>, { title: string; description: string; done: string }> = {
  hide: {
    title: 'Paslėpti',
    description: 'Turinys dings iš portalo, pranešimai bus uždaryti. Autorius gaus pranešimą ir laišką su priežastimi ir galės vieną kartą apskųsti sprendimą.',
    done: 'Turinys paslėptas, autoriui pranešta.',
  },
  remove: {
    title: 'Pašalinti',
    description: 'Turinys bus pašalintas (renginys, skelbimas ar straipsnis atmestas), pranešimai uždaryti. Autorius gaus pranešimą ir laišką su priežastimi ir galės vieną kartą apskųsti sprendimą.',
    done: 'Turinys pašalintas, autoriui pranešta.',
  },
  restore: {
    title: 'Grąžinti',
    description: 'Anksčiau paslėptas ar pašalintas turinys vėl bus matomas, pranešimai uždaryti kaip nepagrįsti. Autoriui bus pranešta.',
    done: 'Turinys grąžintas.',
  },
  dismiss: {
    title: 'Palikti matomą',
    description: 'Pranešimai bus uždaryti kaip nepagrįsti, turinys liks matomas (skelbimas, paslėptas po trečio pranešimo, vėl bus rodomas). Priežastis įrašoma į moderavimo žurnalą.',
    done: 'Pranešimai uždaryti, turinys paliktas.',
  },
}

/** The open reports, illegal content first, then oldest first: one card per reported item. */
export function OpenReportsSection() {
  const list = useQuery(reportQueueQueries.open())
  const moderate = useModerateContent()
  const dismiss = useDismissReports()
  const suspend = useSuspendMember()
  const [request, setRequest] = useState<DecisionRequest | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  useLoadErrorToast(list.isError, 'Nepavyko įkelti pranešimų')

  /** Runs a decision with the card marked busy; the toast says it was done, the dialog shows a refusal. */
  const decided = (item: ReportedItem, done: string, run: () => Promise<void>) => async () => {
    setBusy(item.key)
    try {
      await run()
      void notify.success(messages.success, done)
    } finally {
      setBusy(null)
    }
  }

  function open(item: ReportedItem, action: ItemAction) {
    const name = itemName(item)
    if (action === 'suspend') {
      const author = item.context.author
      if (!author) return
      setRequest({
        key: `${item.key}:suspend`,
        title: `Sustabdyti paskyrą: ${author.name}`,
        description: 'Už pakartotinius ar sunkius pažeidimus. Iki pabaigos narys negalės rašyti portale; jam bus pranešta su priežastimi, jis galės vieną kartą apskųsti sprendimą.',
        submitLabel: 'Sustabdyti paskyrą',
        isDestructive: true,
        asksDays: true,
        decide: (reason, days) => decided(item, `Paskyra sustabdyta: ${author.name}.`, () => suspend.mutateAsync({ memberId: author.id, days, reason }))(),
      })
      return
    }
    const text = decisionTexts[action]
    setRequest({
      key: `${item.key}:${action}`,
      title: `${text.title}: ${name}`,
      description: text.description,
      submitLabel: text.title,
      isDestructive: action === 'remove' || action === 'hide',
      decide: (reason) =>
        decided(item, text.done, () =>
          action === 'dismiss' ? dismiss.mutateAsync({ kind: item.kind, targetId: item.targetId, reason }) : moderate.mutateAsync({ kind: item.kind, targetId: item.targetId, action, reason }),
        )(),
    })
  }

  return (
    <section aria-labelledby="atviri-pranesimai" className="space-y-4">
      <h2 id="atviri-pranesimai" className="text-2xl font-semibold">
        Atviri pranešimai
      </h2>
      <p className="text-slate-700">
        Pranešimai apie neteisėtą turinį – pirmi, kiti – nuo seniausio. Apie neteisėtą turinį sprendžiama per 24 valandas, apie kitą – per 7 dienas.
      </p>
      <AdminListState
        isPending={list.isPending}
        isError={list.isError}
        data={list.data}
        isEmpty={(items) => items.length === 0}
        loading={messages.loading}
        loadFailed="Nepavyko įkelti pranešimų"
        empty="Atvirų pranešimų nėra"
      >
        {(items) => (
          <ul className="grid gap-4 xl:grid-cols-2">
            {items.map((item) => (
              <li key={item.key}>
                <ReportedItemCard item={item} isBusy={busy === item.key} onAction={(action) => open(item, action)} />
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
      <DecisionDialog request={request} onClose={() => setRequest(null)} />
    </section>
  )
}
