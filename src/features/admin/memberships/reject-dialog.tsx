import { useState, type FormEvent } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { DialogFormFooter } from '@/components/ui/dialog-form-footer'
import { Field, FieldError, FieldLabel } from '@/components/ui/field'
import { Textarea } from '@/components/ui/input'
import { sanitizeText } from '@/lib/sanitize'
import { adminMessages } from '../messages'

type RejectDialogProps = {
  applicant: string | null
  isSaving: boolean
  onReject: (reason: string) => void
  onClose: () => void
}

/** Rejecting needs a reason: the applicant sees it on the community page. */
export function RejectDialog({ applicant, isSaving, onReject, onClose }: RejectDialogProps) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const clean = sanitizeText(reason)
    if (!clean) {
      setError(adminMessages.memberships.reasonRequired)
      return
    }
    onReject(clean)
  }

  return (
    <Dialog open={applicant !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Atmesti prašymą</DialogTitle>
          <DialogDescription>Pareiškėjas: {applicant}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          <Field>
            <FieldLabel htmlFor="reject-reason">Atmetimo priežastis *</FieldLabel>
            <Textarea
              id="reject-reason"
              rows={3}
              value={reason}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'reject-reason-error' : undefined}
              onChange={(e) => {
                setReason(e.target.value)
                setError(null)
              }}
            />
            <FieldError id="reject-reason-error">{error}</FieldError>
          </Field>
          <DialogFormFooter submitLabel="Atmesti" pendingLabel="Saugoma..." isPending={isSaving} onCancel={onClose} variant="destructive" />
        </form>
      </DialogContent>
    </Dialog>
  )
}
