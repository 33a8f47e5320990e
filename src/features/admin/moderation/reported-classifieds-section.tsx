import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { AdminListState } from '../admin-list-state'
import { adminMessages } from '../messages'
import { useLoadErrorToast } from '../use-load-error-toast'
import { ClassifiedNotDecidedError, useRemoveClassified, useRestoreClassified } from './classified-mutations'
import type { ReportedClassified } from './classified-queries'
import { moderationQueries } from './queries'
import { RejectDialog } from './reject-dialog'
import { ReportedClassifiedCard } from './reported-classified-card'

const text = adminMessages.classifiedReports

/** Classifieds members reported, hidden ones first: restore them or remove them with a reason. */
export function ReportedClassifiedsSection() {
  const list = useQuery(moderationQueries.reportedClassifieds())
  const restore = useRestoreClassified()
  const remove = useRemoveClassified()
  const [removing, setRemoving] = useState<ReportedClassified | null>(null)
  useLoadErrorToast(list.isError, text.loadFailed)

  const isDeciding = (id: string) => (restore.isPending && restore.variables.id === id) || (remove.isPending && remove.variables.id === id)

  function handleRestore(classified: ReportedClassified) {
    restore.mutate(
      { id: classified.id },
      {
        onSuccess: () => void notify.success(messages.success, text.restored(classified.title)),
        onError: (error) => void notify.error(messages.error, error instanceof ClassifiedNotDecidedError ? text.gone : text.restoreFailed),
      },
    )
  }

  async function handleRemove(classified: ReportedClassified, reason: string) {
    try {
      await remove.mutateAsync({ id: classified.id, reason })
    } catch (error) {
      if (error instanceof ClassifiedNotDecidedError) {
        // Nothing left to remove: the reason no longer matters.
        void notify.error(messages.error, text.gone)
        setRemoving(null)
        return
      }
      void notify.error(messages.error, text.removeFailed)
      throw error
    }
    void notify.success(messages.success, text.removed(classified.title))
    setRemoving(null)
  }

  return (
    <section aria-label="Pranešimai apie skelbimus" className="space-y-4 border-t border-slate-200 pt-6">
      <p className="text-slate-700">
        Skelbimai, apie kuriuos nariai pranešė; paslėpti (po trečio pranešimo) pirmi. „Grąžinti“ uždaro pranešimus ir vėl rodo skelbimą; „Pašalinti“ jį atmeta su priežastimi, kurią narys mato savo paskyroje.
      </p>
      <AdminListState
        isPending={list.isPending}
        isError={list.isError}
        data={list.data}
        isEmpty={(rows) => rows.length === 0}
        loading={messages.loading}
        loadFailed={text.loadFailed}
        empty={text.empty}
      >
        {(rows) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {rows.map((classified) => (
              <li key={classified.id}>
                <ReportedClassifiedCard
                  classified={classified}
                  isDeciding={isDeciding(classified.id)}
                  onRestore={() => handleRestore(classified)}
                  onRemove={() => setRemoving(classified)}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
      <RejectDialog
        subject={removing}
        action="Pašalinti skelbimą"
        audience="Skelbimas bus atmestas; priežastį matys jį įdėjęs narys savo paskyroje."
        isSaving={remove.isPending}
        onClose={() => setRemoving(null)}
        onReject={(reason) => (removing ? handleRemove(removing, reason) : Promise.resolve())}
      />
    </section>
  )
}
