import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { TextAreaField } from '@/components/ui/text-field'
import { clearingRegister } from '@/hooks/use-clearing-register'
import type { PendingEvent } from './queries'
import { rejectEventSchema, type RejectEventInput, type RejectEventValues } from './reject-event-schema'

type RejectEventDialogProps = {
  /** The proposal being rejected; null keeps the dialog closed. */
  event: Pick<PendingEvent, 'id' | 'title'> | null
  isSaving: boolean
  /** Resolves once rejected; when it rejects, what was typed stays in the form. */
  onReject: (reason: string) => Promise<void>
  onClose: () => void
}

/** Rejecting needs a reason: the member who proposed the event reads it in their account. */
export function RejectEventDialog({ event, isSaving, onReject, onClose }: RejectEventDialogProps) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Atmesti renginį</DialogTitle>
          <DialogDescription>„{event?.title}“. Priežastį matys renginį pasiūlęs narys savo paskyroje.</DialogDescription>
        </DialogHeader>
        {/* Keyed by the event: another proposal starts with an empty reason. */}
        {event && <RejectEventForm key={event.id} isSaving={isSaving} onReject={onReject} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function RejectEventForm({ isSaving, onReject, onClose }: Omit<RejectEventDialogProps, 'event'>) {
  const form = useForm<RejectEventInput, unknown, RejectEventValues>({
    resolver: zodResolver(rejectEventSchema),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  })
  const field = clearingRegister(form)
  const id = useId()
  // The caller reports a failure; swallowing it here keeps the dialog and the typed reason.
  const submit = form.handleSubmit((values) => onReject(values.reason).catch(() => undefined))

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextAreaField
        id={`${id}-reason`}
        label="Atmetimo priežastis"
        description="Privaloma: nuo 3 iki 500 simbolių."
        rows={4}
        required
        error={form.formState.errors.reason?.message}
        {...field('reason')}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Atšaukti
        </Button>
        <Button type="submit" variant="destructive" disabled={isSaving}>
          {isSaving ? 'Saugoma...' : 'Atmesti renginį'}
        </Button>
      </DialogFooter>
    </form>
  )
}
