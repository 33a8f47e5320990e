import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

type HideFormProps = {
  authorName: string
  /** Showing a hidden message again, else hiding it. */
  showing: boolean
  /** Resolves to an error to show, or null when done. */
  onSubmit: (reason: string) => Promise<string | null>
  onCancel: () => void
}

/** The reason an administrator gives for hiding a message or showing it again: its author reads it. */
export function HideForm({ authorName, showing, onSubmit, onCancel }: HideFormProps) {
  const id = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  return (
    <form
      aria-label={showing ? m.chat_show_label({ name: authorName }) : m.chat_hide_label({ name: authorName })}
      className="mt-2 space-y-2 rounded-lg bg-white p-3 text-sm text-slate-900"
      onSubmit={async (event) => {
        event.preventDefault()
        const trimmed = reason.trim()
        if (trimmed.length < 3 || trimmed.length > 1000) {
          setError(m.chat_hide_reason_problem())
          return
        }
        setIsBusy(true)
        // What was typed stays in the field when it fails.
        const failure = await onSubmit(trimmed)
        setIsBusy(false)
        setError(failure)
      }}
    >
      <label htmlFor={`${id}-reason`} className="block font-medium">
        {m.chat_hide_reason()}
      </label>
      <textarea
        id={`${id}-reason`}
        autoFocus
        rows={2}
        maxLength={1000}
        value={reason}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setReason(event.target.value)}
        className="block w-full rounded-md border border-slate-300 px-2 py-1"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="destructive" disabled={isBusy}>
          {showing ? m.chat_show_again() : m.chat_hide()}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {m.chat_cancel()}
        </Button>
      </div>
    </form>
  )
}
