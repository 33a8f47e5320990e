import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { m } from '@/paraglide/messages'

type DialogFormFooterProps = {
  submitLabel: string
  /** Shown on the disabled submit button while the form is sent: 'Siunčiama...'. */
  pendingLabel: string
  isPending: boolean
  /** The cancel button's label ('Atšaukti' / 'Cancel', in the page's language, unless given). */
  cancelLabel?: string
  onCancel: () => void
  /** 'destructive' when submitting rejects or deletes something. */
  variant?: 'default' | 'destructive'
}

/** A dialog form's 'Atšaukti' and submit buttons; the submit button is disabled while pending so it is not sent twice. */
export function DialogFormFooter({ submitLabel, pendingLabel, isPending, cancelLabel = m.info_cancel(), onCancel, variant }: DialogFormFooterProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={variant} disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  )
}
