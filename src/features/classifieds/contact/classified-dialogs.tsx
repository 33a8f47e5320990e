import { useId, useState } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { DialogFormFooter } from '@/components/ui/dialog-form-footer'
import { FormAlert } from '@/components/ui/form-alert'
import { NativeSelect, Textarea } from '@/components/ui/input'
import { hasHtmlTags, plainTextMessage } from '@/lib/plain-text'
import { notify } from '@/lib/toast'
import { classifiedReportReasonLabels, type ClassifiedReportReason } from '../report-reasons'
import { contactErrorMessage, useReplyToClassified, useReportClassified } from './mutations'

export type ClassifiedDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; classifiedId: string; title: string }

/** A reply to the poster through the portal; what was typed stays when sending fails. */
export function ReplyDialog({ open, onOpenChange, classifiedId, title }: ClassifiedDialogProps) {
  const id = useId()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const send = useReplyToClassified()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const text = body.trim()
    if (!text) return setError('Parašykite atsakymą.')
    if (hasHtmlTags(text)) return setError(plainTextMessage)
    setError(null)
    try {
      await send.mutateAsync({ classifiedId, body: text })
      setBody('')
      onOpenChange(false)
      void notify.success('Atsakymas išsiųstas', 'Skelbėjas jį matys savo paskyroje.')
    } catch (failure) {
      setError(contactErrorMessage(failure, 'Nepavyko išsiųsti atsakymo. Tai, ką parašėte, liko laukelyje.'))
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Atsakyti į skelbimą</DialogTitle>
          <DialogDescription>„{title}“. Atsakymą matys tik skelbėjas; jūsų el. paštas jam nerodomas.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-3">
          <label htmlFor={`${id}-body`} className="block text-sm font-medium text-slate-800">
            Atsakymas
          </label>
          <Textarea
            id={`${id}-body`}
            rows={5}
            maxLength={2000}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <FormAlert id={`${id}-error`}>{error}</FormAlert>
          <DialogFormFooter submitLabel="Siųsti atsakymą" pendingLabel="Siunčiama..." isPending={send.isPending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** 'Pranešti': a reason from the list and, if the member wants, a few words for the administrators. */
export function ReportDialog({ open, onOpenChange, classifiedId, title }: ClassifiedDialogProps) {
  const id = useId()
  const [reason, setReason] = useState<ClassifiedReportReason>('spam')
  const [details, setDetails] = useState('')
  const [error, setError] = useState<string | null>(null)
  const send = useReportClassified()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setError(null)
    try {
      await send.mutateAsync({ classifiedId, reason, details: details.trim() })
      onOpenChange(false)
      void notify.success('Pranešimas išsiųstas', 'Administratoriai peržiūrės skelbimą.')
    } catch (failure) {
      setError(contactErrorMessage(failure, 'Nepavyko išsiųsti pranešimo. Bandykite dar kartą.'))
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pranešti apie skelbimą</DialogTitle>
          <DialogDescription>„{title}“. Kai praneša trys nariai, skelbimas paslepiamas, kol jį peržiūri administratoriai.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-3">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-800">
            Priežastis
          </label>
          <NativeSelect id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value as ClassifiedReportReason)}>
            {Object.entries(classifiedReportReasonLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
          <label htmlFor={`${id}-details`} className="block text-sm font-medium text-slate-800">
            Paaiškinimas (nebūtina)
          </label>
          <Textarea id={`${id}-details`} rows={3} maxLength={500} value={details} onChange={(event) => setDetails(event.target.value)} />
          <FormAlert>{error}</FormAlert>
          <DialogFormFooter submitLabel="Siųsti pranešimą" pendingLabel="Siunčiama..." isPending={send.isPending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
