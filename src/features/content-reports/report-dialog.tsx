import { useId, useState, type RefObject } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { DialogFormFooter } from '@/components/ui/dialog-form-footer'
import { FieldError } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { TextAreaField, TextField } from '@/components/ui/text-field'
import { useSession } from '@/lib/session/use-session'
import { notify } from '@/lib/toast'
import { m } from '@/paraglide/messages'
import { reportErrorMessage, useSendReport } from './mutations'
import { MAX_NOTE_LENGTH, reportProblems, type ReportProblems } from './report-problems'
import { contentReportReasonOptions, type ContentReportReason } from './report-reasons'
import type { ReportChoice } from './report-target'

export type ReportDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What may be reported here; with more than one, the reader chooses. */
  choices: readonly ReportChoice[]
  /** The item's name, quoted in the description. */
  name: string
  /** Where focus returns when the dialog closes: the button that opened it. */
  returnFocusTo?: RefObject<HTMLElement | null>
  onSent: () => void
}

/**
 * 'Pranešti': what is reported (when there is a choice), a reason, a note if the reader wants,
 * and for a signed-out visitor their e-mail address. A refusal or a failure keeps everything
 * typed; sent, the form empties for the next report.
 */
export function ReportDialog({ open, onOpenChange, choices, name, returnFocusTo, onSent }: ReportDialogProps) {
  const { user } = useSession()
  const id = useId()
  const [choice, setChoice] = useState(0)
  const [reason, setReason] = useState<ContentReportReason | null>(null)
  const [note, setNote] = useState('')
  const [email, setEmail] = useState('')
  const [problems, setProblems] = useState<ReportProblems>({})
  const [error, setError] = useState<string | null>(null)
  const send = useSendReport()
  const needsEmail = !user

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const found = reportProblems({ reason, note, email }, needsEmail)
    setProblems(found)
    setError(null)
    const first = (['reason', 'note', 'email'] as const).find((field) => found[field])
    if (first || reason === null) {
      document.getElementById(first === 'reason' || !first ? `${id}-reason-0` : `${id}-${first}`)?.focus()
      return
    }
    try {
      await send.mutateAsync({ target: choices[choice]!.target, reason, note, email: needsEmail ? email : null })
    } catch (failure) {
      setError(reportErrorMessage(failure))
      return
    }
    setChoice(0)
    setReason(null)
    setNote('')
    onOpenChange(false)
    onSent()
    void notify.success(m.report_sent(), m.report_sent_detail())
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={m.report_close()}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current
          if (!target) return
          event.preventDefault()
          target.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{m.report_title()}</DialogTitle>
          <DialogDescription>{m.report_description({ name })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-4">
          {choices.length > 1 && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-800">{m.report_what()}</legend>
              {choices.map((option, index) => (
                <label key={option.target.kind} className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
                  <input type="radio" name={`${id}-what`} checked={choice === index} onChange={() => setChoice(index)} className="size-4 accent-brand-700" />
                  {option.label}
                </label>
              ))}
            </fieldset>
          )}
          <fieldset aria-describedby={problems.reason ? `${id}-reason-error` : undefined} className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">{m.report_reason()}</legend>
            {contentReportReasonOptions().map(([value, label], index) => (
              <label key={value} className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
                <input
                  id={`${id}-reason-${index}`}
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  aria-invalid={problems.reason ? true : undefined}
                  className="size-4 accent-brand-700"
                />
                {label}
              </label>
            ))}
            <FieldError id={`${id}-reason-error`}>{problems.reason}</FieldError>
          </fieldset>
          <TextAreaField
            id={`${id}-note`}
            label={m.report_note()}
            description={m.report_note_hint()}
            rows={3}
            maxLength={MAX_NOTE_LENGTH}
            value={note}
            error={problems.note}
            onChange={(event) => setNote(event.target.value)}
          />
          {needsEmail && (
            <TextField
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              required
              label={m.report_email()}
              description={m.report_email_hint()}
              value={email}
              error={problems.email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
          <FormAlert>{error}</FormAlert>
          <DialogFormFooter
            submitLabel={m.report_submit()}
            pendingLabel={m.report_sending()}
            cancelLabel={m.report_cancel()}
            isPending={send.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  )
}
