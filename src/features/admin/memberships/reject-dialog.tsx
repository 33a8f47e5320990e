import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
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
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Atšaukti
            </Button>
            <Button type="submit" variant="destructive" disabled={isSaving}>
              {isSaving ? 'Saugoma...' : 'Atmesti'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
