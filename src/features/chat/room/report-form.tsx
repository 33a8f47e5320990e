import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'
import { reportReasonOptions, type ReportReason } from '../report-reasons'

type ReportFormProps = { onSubmit: (reason: ReportReason, details: string) => Promise<string | null>; onCancel: () => void }

/** 'Pranešti': a reason from the list and, if the member wants, a few words for the administrators. */
export function ReportForm({ onSubmit, onCancel }: ReportFormProps) {
  const id = useId()
  const [reason, setReason] = useState<ReportReason>('spam')
  const [details, setDetails] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  return (
    <form
      aria-label={m.chat_report_label()}
      className="mt-2 space-y-2 rounded-lg bg-white p-3 text-sm text-slate-900"
      onSubmit={async (event) => {
        event.preventDefault()
        setIsBusy(true)
        const failure = await onSubmit(reason, details.trim())
        setIsBusy(false)
        setError(failure)
      }}
    >
      <label htmlFor={`${id}-reason`} className="block font-medium">
        {m.chat_reason()}
      </label>
      <select
        id={`${id}-reason`}
        autoFocus
        value={reason}
        onChange={(event) => setReason(event.target.value as ReportReason)}
        className="block w-full rounded-md border border-slate-300 px-2 py-1"
      >
        {Object.entries(reportReasonOptions()).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-details`} className="block font-medium">
        {m.chat_report_details()}
      </label>
      <textarea
        id={`${id}-details`}
        value={details}
        maxLength={1000}
        onChange={(event) => setDetails(event.target.value)}
        className="block w-full rounded-md border border-slate-300 px-2 py-1"
      />
      {error && (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={isBusy}>
          {m.chat_send_report()}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {m.chat_cancel()}
        </Button>
      </div>
    </form>
  )
}
