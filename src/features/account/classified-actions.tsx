import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { databaseRefusal } from '@/lib/database-refusal'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { getLocale } from '@/lib/i18n/locale'
import { formatUkDay } from '@/lib/uk-time'
import { m } from '@/paraglide/messages'
import { canClose, canRenew } from './classified-status'
import { EditClassifiedDialog } from './edit-classified-dialog'
import { ClassifiedNotClosedError, useCloseClassified, useRenewClassified } from './mutations'
import type { OwnClassified } from './queries'

type ClassifiedActionsProps = { classified: OwnClassified; titleId: string }

/** The database's refusals to renew (public.renew_classified()), in the page's language. */
const renewRefusals: Record<string, () => string> = {
  'Vienu metu galite turėti ne daugiau kaip 5 aktyvius skelbimus: uždarykite kitą skelbimą, tada pratęskite šį.': m.account_classified_renew_limit,
  'Pratęsti galima tik savo patvirtintą skelbimą.': m.account_classified_renew_own,
}

/** Why renewing failed: the database's own words (translated when known), or that it did. */
function renewFailure(error: unknown): string {
  const refusal = databaseRefusal(error)
  const known = refusal ? renewRefusals[refusal] : undefined
  if (known) return known()
  return (getLocale() === 'lt' ? refusal : null) ?? m.account_classified_renew_failed()
}

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
