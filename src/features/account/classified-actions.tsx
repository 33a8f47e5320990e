import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { classifiedRefusal } from '@/features/classifieds/refusal'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { formatUkDay } from '@/lib/uk-time'
import { m } from '@/paraglide/messages'
import { canClose, canRenew } from './classified-status'
import { EditClassifiedDialog } from './edit-classified-dialog'
import { ClassifiedNotClosedError, useCloseClassified, useRenewClassified } from './mutations'
import type { OwnClassified } from './queries'

type ClassifiedActionsProps = { classified: OwnClassified; titleId: string }

/** Why renewing failed: the database's own words (public.renew_classified(), in English on an English page), or that it did. */
const renewFailure = (error: unknown): string => classifiedRefusal(error) ?? m.account_classified_renew_failed()

/** What a poster may do with their classified: edit or close one that is waiting or published, renew an approved one. */
export function ClassifiedActions({ classified, titleId }: ClassifiedActionsProps) {
  const renew = useRenewClassified()
  const close = useCloseClassified()
  const isBusy = renew.isPending || close.isPending
  if (!canRenew(classified) && !canClose(classified)) return null

  function handleRenew() {
    renew.mutate(
      { id: classified.id },
      {
        onSuccess: (expiresAt) => void notify.success(messages.success, m.account_classified_renewed({ title: classified.title, date: formatUkDay(expiresAt) })),
        onError: (error) => void notify.error(messages.error, renewFailure(error)),
      },
    )
  }

  function handleClose() {
    close.mutate(
      { id: classified.id },
      {
        onSuccess: () => void notify.success(messages.success, m.account_classified_closed_toast({ title: classified.title })),
        onError: (error) =>
          void notify.error(
            messages.error,
            error instanceof ClassifiedNotClosedError ? m.account_classified_not_closable() : m.account_classified_close_failed(),
          ),
      },
    )
  }

  return (
    <div className="flex flex-wrap gap-2">
      {canClose(classified) && <EditClassifiedDialog classified={classified} titleId={titleId} />}
      {canRenew(classified) && (
        <Button size="sm" variant="outline" disabled={isBusy} aria-describedby={titleId} onClick={handleRenew}>
          {m.account_classified_renew()}
        </Button>
      )}
      {canClose(classified) && (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" className="text-red-700!" disabled={isBusy} aria-describedby={titleId}>
              {m.account_classified_close()}
            </Button>
          }
          title={m.account_classified_close_title()}
          description={m.account_classified_close_description({ title: classified.title })}
          confirmLabel={m.account_classified_close_confirm()}
          cancelLabel={m.account_cancel()}
          onConfirm={handleClose}
        />
      )}
    </div>
  )
}
