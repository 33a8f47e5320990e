import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { formatDay } from '@/lib/format'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { AdminListState } from '../admin-list-state'
import { adminMessages } from '../messages'
import { useLoadErrorToast } from '../use-load-error-toast'
import { TranslationEditor } from '@/features/translation/translation-editor'
import { FactForm } from './fact-form'
import { ukDate } from '@/lib/uk-clock'
import { factChange } from './fact-form-schema'
import { useSaveFact } from './mutations'
import { essentialFactQueries, type StoredFact } from './queries'

/** The figures of /svarbi-informacija: administrators correct them, date them and mark them checked. */
export function AdminFactsPage() {
  const list = useQuery(essentialFactQueries.list())
  const save = useSaveFact()
  const [editing, setEditing] = useState<StoredFact | null>(null)
  const text = adminMessages.facts
  useLoadErrorToast(list.isError, text.loadFailed)

  function markChecked(fact: StoredFact) {
    save.mutate(
      { id: fact.id, change: { checked_on: ukDate() } },
      {
        onSuccess: () => void notify.success(text.checked(fact.label)),
        onError: () => void notify.error(messages.error, text.saveFailed),
      },
    )
  }

  return (
    <div className="space-y-6">
      <PageHead title="Svarbi informacija" description="Svarbios informacijos skaičių ir telefonų administravimas." path={paths.admin.facts} noIndex />
      <h1 className="text-3xl font-bold">Svarbios informacijos skaičiai</h1>
      <p className="text-slate-700">Pakeisti dydžiai iškart matomi puslapyje „Svarbi informacija“. Prie kiekvieno nurodykite, nuo kada jis galioja, ir oficialų šaltinį.</p>
      <AdminListState isPending={list.isPending} isError={list.isError} data={list.data} isEmpty={(rows) => rows.length === 0} loading={messages.loading} loadFailed={text.loadFailed} empty={text.empty}>
        {(rows) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {rows.map((fact) => (
              <li key={fact.id}>
                <article aria-labelledby={`faktas-${fact.id}`} className="space-y-2 rounded-xl border border-slate-200 p-5">
                  <h2 id={`faktas-${fact.id}`} className="font-semibold">
                    {fact.label}
                  </h2>
                  <p className="text-lg font-bold text-slate-900">{fact.value}</p>
                  <p className="text-sm text-slate-700">
                    {fact.applies_from && <>Galioja nuo {formatDay(fact.applies_from)} · </>}
                    Patikrinta {formatDay(fact.checked_on)} ·{' '}
                    <a href={fact.source_url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline [overflow-wrap:anywhere]">
                      šaltinis<span className="sr-only"> ({fact.label}, naujame lange)</span>
                    </a>
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(fact)}>
                      Redaguoti<span className="sr-only">: {fact.label}</span>
                    </Button>
                    <Button size="sm" variant="outline" disabled={save.isPending} onClick={() => markChecked(fact)}>
                      Pažymėti kaip patikrintą<span className="sr-only">: {fact.label}</span>
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Redaguoti: {editing?.label}</DialogTitle>
            <DialogDescription>Laukai, pažymėti *, privalomi.</DialogDescription>
          </DialogHeader>
          {editing && <TranslationEditor kind="fact" itemId={editing.key} />}
          {editing && (
            <FactForm
              key={editing.id}
              fact={editing}
              isSaving={save.isPending}
              onCancel={() => setEditing(null)}
              onSubmit={async (values) => {
                try {
                  await save.mutateAsync({ id: editing.id, change: factChange(values) })
                } catch (error) {
                  void notify.error(messages.error, text.saveFailed)
                  throw error
                }
                void notify.success(text.saved(values.label))
                setEditing(null)
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  )
}
