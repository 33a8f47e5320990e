import { useRef } from 'react'
import { AlertDialog } from 'radix-ui'
import { buttonVariants } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

type WithdrawRequestDialogProps = { open: boolean; communityName: string; onConfirm: () => void; onCancel: () => void }

/**
 * Becoming an observer replaces a pending member request (one row per user and community),
 * so the user confirms first. Focus returns to the plan button when it closes.
 */
export function WithdrawRequestDialog({ open, communityName, onConfirm, onCancel }: WithdrawRequestDialogProps) {
  // Opened by code, not by a Radix trigger: remember what had focus, and return there.
  const returnFocus = useRef<HTMLElement | null>(null)
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocus.current?.isConnected) return
            event.preventDefault()
            returnFocus.current.focus()
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{m.communities_withdraw_title()}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {m.communities_withdraw_text({ community: communityName })}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>{m.communities_withdraw_keep()}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants()} onClick={onConfirm}>
              {m.communities_withdraw_confirm()}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
