import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { DialogFormFooter } from '@/components/ui/dialog-form-footer'
import { TextAreaField } from '@/components/ui/text-field'
import { clearingRegister } from '@/hooks/use-clearing-register'
import { rejectReasonSchema, type RejectReasonInput, type RejectReasonValues } from './reject-reason-schema'

type RejectDialogProps = {
  /** What is being rejected (an event, a classified); null keeps the dialog closed. */
  subject: { id: string; title: string } | null
  /** The dialog's title and its submit button: 'Atmesti renginį'. */
  action: string
  /** Who reads the reason, said after the quoted title. */
  audience: string
  isSaving: boolean
  /** Resolves once rejected; when it rejects, what was typed stays in the form. */
  onReject: (reason: string) => Promise<void>
  onClose: () => void
}

type RejectFormProps = Pick<RejectDialogProps, 'action' | 'isSaving' | 'onReject' | 'onClose'>

/** Rejecting needs a reason: the member who submitted it reads it in their account. */
export function RejectDialog({ subject, action, audience, isSaving, onReject, onClose }: RejectDialogProps) {
  return (
    <Dialog open={subject !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{action}</DialogTitle>
          <DialogDescription>
            „{subject?.title}“. {audience}
          </DialogDescription>
        </DialogHeader>
        {/* Keyed by the subject: another one starts with an empty reason. */}
        {subject && <RejectForm key={subject.id} action={action} isSaving={isSaving} onReject={onReject} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function RejectForm({ action, isSaving, onReject, onClose }: RejectFormProps) {
  const form = useForm<RejectReasonInput, unknown, RejectReasonValues>({
    resolver: zodResolver(rejectReasonSchema),
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
      <DialogFormFooter submitLabel={action} pendingLabel="Saugoma..." isPending={isSaving} onCancel={onClose} variant="destructive" />
    </form>
  )
}
