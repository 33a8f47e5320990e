import { useId, useState } from 'react'
import { TermsConsent } from '@/components/terms-consent'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { DialogFormFooter } from '@/components/ui/dialog-form-footer'
import { FormAlert } from '@/components/ui/form-alert'
import { Textarea } from '@/components/ui/input'
import { hasHtmlTags, plainTextError } from '@/lib/plain-text'
import { notify } from '@/lib/toast'
import { m } from '@/paraglide/messages'
import { contactErrorMessage, useReplyToClassified } from './mutations'

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
    if (!text) return setError(m.classifieds_reply_empty())
    if (hasHtmlTags(text)) return setError(plainTextError())
    setError(null)
    try {
      await send.mutateAsync({ classifiedId, body: text })
      setBody('')
      onOpenChange(false)
      void notify.success(m.classifieds_reply_sent(), m.classifieds_reply_sent_detail())
    } catch (failure) {
      setError(contactErrorMessage(failure, m.classifieds_reply_failed()))
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={m.classifieds_close()}>
        <DialogHeader>
          <DialogTitle>{m.classifieds_reply_title()}</DialogTitle>
          <DialogDescription>{m.classifieds_reply_description({ title })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-3">
          <label htmlFor={`${id}-body`} className="block text-sm font-medium text-slate-800">
            {m.classifieds_reply_label()}
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
          <TermsConsent />
          <DialogFormFooter
            submitLabel={m.classifieds_reply_submit()}
            pendingLabel={m.classifieds_sending()}
            cancelLabel={m.classifieds_cancel()}
            isPending={send.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  )
}
