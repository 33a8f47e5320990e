import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { databaseRefusal } from '@/lib/database-refusal'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { formatUkDay } from '@/lib/uk-time'
import { canClose, canRenew } from './classified-status'
import { EditClassifiedDialog } from './edit-classified-dialog'
import { ClassifiedNotClosedError, useCloseClassified, useRenewClassified } from './mutations'
import type { OwnClassified } from './queries'

type ClassifiedActionsProps = { classified: OwnClassified; titleId: string }

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
        onSuccess: (expiresAt) => void notify.success(messages.success, `Skelbimas „${classified.title}“ pratęstas: jis bus rodomas iki ${formatUkDay(expiresAt)}`),
        onError: (error) => void notify.error(messages.error, databaseRefusal(error) ?? 'Nepavyko pratęsti skelbimo. Bandykite dar kartą.'),
      },
    )
  }

  function handleClose() {
    close.mutate(
      { id: classified.id },
      {
        onSuccess: () => void notify.success(messages.success, `Skelbimas „${classified.title}“ uždarytas.`),
        onError: (error) =>
          void notify.error(
            messages.error,
            error instanceof ClassifiedNotClosedError ? 'Šio skelbimo uždaryti nebegalima: sąrašas atnaujintas.' : 'Nepavyko uždaryti skelbimo. Bandykite dar kartą.',
          ),
      },
    )
  }

  return (
    <div className="flex flex-wrap gap-2">
      {canClose(classified) && <EditClassifiedDialog classified={classified} titleId={titleId} />}
      {canRenew(classified) && (
        <Button size="sm" variant="outline" disabled={isBusy} aria-describedby={titleId} onClick={handleRenew}>
          Pratęsti 30 dienų
        </Button>
      )}
      {canClose(classified) && (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" className="text-red-700!" disabled={isBusy} aria-describedby={titleId}>
              Uždaryti
            </Button>
          }
          title="Uždaryti skelbimą?"
          description={`„${classified.title}“ nebebus rodomas puslapyje „Skelbimai“. Uždaryto skelbimo nebegalėsite nei keisti, nei pratęsti.`}
          confirmLabel="Uždaryti skelbimą"
          onConfirm={handleClose}
        />
      )}
    </div>
  )
}
