import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { TextAreaField } from '@/components/ui/text-field'
import { refusalInPageLanguage } from '@/lib/database-refusal'
import { notify } from '@/lib/toast'
import { messages } from '@/lib/messages'
import { m } from '@/paraglide/messages'
import { useAppealDecision } from './moderation-decision-queries'

/** The lengths public.appeal_moderation() accepts. */
const MIN_APPEAL = 10
const MAX_APPEAL = 2000

/** Why the appeal cannot be sent yet, checked as the database checks it. */
export function appealProblem(text: string): string | null {
  const length = [...text.trim()].length
  if (length < MIN_APPEAL) return m.account_appeal_too_short()
  if (length > MAX_APPEAL) return m.account_appeal_too_long()
  return null
}

/** The member's one appeal of a decision; what was typed stays when sending fails. */
export function AppealForm({ actionId, title }: { actionId: string; title: string }) {
  const id = useId()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const appeal = useAppealDecision()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const found = appealProblem(text)
    setProblem(found)
    setError(null)
    if (found) return document.getElementById(`${id}-appeal`)?.focus()
    try {
      await appeal.mutateAsync({ actionId, appeal: text.trim() })
    } catch (failure) {
      setError(refusalInPageLanguage(failure, { byCode: { PT422: m.account_appeal_refused } }) ?? m.account_appeal_failed())
      return
    }
    void notify.success(messages.success, m.account_appeal_sent())
  }

  return (
    <form noValidate onSubmit={submit} aria-label={`${m.account_appeal_submit()}: ${title}`} className="space-y-3">
      <TextAreaField
        id={`${id}-appeal`}
        label={m.account_appeal_label()}
        description={m.account_appeal_hint()}
        rows={3}
        maxLength={MAX_APPEAL}
        value={text}
        error={problem ?? undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <FormAlert>{error}</FormAlert>
      <Button type="submit" variant="outline" disabled={appeal.isPending}>
        {appeal.isPending ? m.account_appeal_sending() : m.account_appeal_submit()}
      </Button>
    </form>
  )
}
