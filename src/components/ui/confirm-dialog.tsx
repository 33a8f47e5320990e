import type { ReactNode } from 'react'
import { AlertDialog } from 'radix-ui'
import { buttonVariants } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

type ConfirmDialogProps = {
  trigger: ReactNode
  title: string
  description?: string
  confirmLabel: string
  /** The cancel button's label ('Atšaukti' / 'Cancel', in the page's language, unless given). */
  cancelLabel?: string
  onConfirm: () => void
}

/** An accessible yes/no confirmation (focus goes to 'Atšaukti' first, Escape cancels). */
export function ConfirmDialog({ trigger, title, description, confirmLabel, cancelLabel = m.info_cancel(), onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className={description ? 'mt-2 text-sm text-slate-700' : 'sr-only'}>
            {description ?? title}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
