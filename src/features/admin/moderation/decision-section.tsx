import { useState, type ReactNode } from 'react'
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { cn } from '@/lib/cn'
import { AdminListState } from '../admin-list-state'
import { useLoadErrorToast } from '../use-load-error-toast'
import { RejectDialog } from './reject-dialog'

/** A queue's messages; the reported classifieds' queue words approving as restoring and rejecting as removing. */
export type DecisionTexts = {
  loadFailed: string
  empty: string
  approved: (title: string) => string
  rejected: (title: string) => string
  approveFailed: string
  rejectFailed: string
  /** Another administrator decided first, or the item is gone. */
  alreadyDecided: string
}

/** What a card needs to offer both decisions; rejecting opens the reason dialog. */
export type DecisionHandlers = { isDeciding: boolean; onApprove: () => void; onReject: () => void }

type DecisionSectionProps<Item extends { id: string }> = {
  /** The region's accessible name. */
  label: string
  intro: ReactNode
  /** The page's first section draws no line above itself. */
  first?: boolean
  list: UseQueryResult<Item[]>
  /** How toasts and the reject dialog name an item. */
  title: (item: Item) => string
  approve: UseMutationResult<void, Error, { id: string }>
  reject: UseMutationResult<void, Error, { id: string; reason: string }>
  /** The mutations' error when nothing changed. */
  notDecided: abstract new (...args: never[]) => Error
  texts: DecisionTexts
  rejectDialog: { action: string; audience: string }
  renderCard: (item: Item, handlers: DecisionHandlers) => ReactNode
}

/** A moderation queue: items oldest first, each approved at once or rejected with a reason. */
export function DecisionSection<Item extends { id: string }>({
  label,
  intro,
  first = false,
  list,
  title,
  approve,
  reject,
  notDecided,
  texts,
  rejectDialog,
  renderCard,
}: DecisionSectionProps<Item>) {
  const [rejecting, setRejecting] = useState<Item | null>(null)
  useLoadErrorToast(list.isError, texts.loadFailed)

  const isDeciding = (id: string) => (approve.isPending && approve.variables.id === id) || (reject.isPending && reject.variables.id === id)

  function handleApprove(item: Item) {
    approve.mutate(
      { id: item.id },
      {
        onSuccess: () => void notify.success(messages.success, texts.approved(title(item))),
        onError: (error) => void notify.error(messages.error, error instanceof notDecided ? texts.alreadyDecided : texts.approveFailed),
      },
    )
  }

  async function handleReject(item: Item, reason: string) {
    try {
      await reject.mutateAsync({ id: item.id, reason })
    } catch (error) {
      if (error instanceof notDecided) {
        // Nothing left to reject: the reason no longer matters.
        void notify.error(messages.error, texts.alreadyDecided)
        setRejecting(null)
        return
      }
      void notify.error(messages.error, texts.rejectFailed)
      throw error
    }
    void notify.success(messages.success, texts.rejected(title(item)))
    setRejecting(null)
  }

  return (
    <section aria-label={label} className={cn('space-y-4', !first && 'border-t border-slate-200 pt-6')}>
      <p className="text-slate-700">{intro}</p>
      <AdminListState
        isPending={list.isPending}
        isError={list.isError}
        data={list.data}
        isEmpty={(rows) => rows.length === 0}
        loading={messages.loading}
        loadFailed={texts.loadFailed}
        empty={texts.empty}
      >
        {(rows) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {rows.map((item) => (
              <li key={item.id}>
                {renderCard(item, { isDeciding: isDeciding(item.id), onApprove: () => handleApprove(item), onReject: () => setRejecting(item) })}
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
      <RejectDialog
        subject={rejecting && { id: rejecting.id, title: title(rejecting) }}
        action={rejectDialog.action}
        audience={rejectDialog.audience}
        isSaving={reject.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) => (rejecting ? handleReject(rejecting, reason) : Promise.resolve())}
      />
    </section>
  )
}
