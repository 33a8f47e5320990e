import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

const durations = [
  [1, m.chat_mute_hour],
  [24, m.chat_mute_day],
  [24 * 7, m.chat_mute_week],
  [24 * 30, m.chat_mute_month],
] as const

type MuteFormProps = { authorName: string; onSubmit: (hours: number) => Promise<string | null>; onCancel: () => void }

/** An administrator keeps the author from writing in the chat for a chosen time. */
export function MuteForm({ authorName, onSubmit, onCancel }: MuteFormProps) {
  const id = useId()
  const [hours, setHours] = useState<number>(24)
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  return (
    <form
      aria-label={m.chat_mute_label({ name: authorName })}
      className="mt-2 space-y-2 rounded-lg bg-white p-3 text-sm text-slate-900"
      onSubmit={async (event) => {
        event.preventDefault()
        setIsBusy(true)
        const failure = await onSubmit(hours)
        setIsBusy(false)
        setError(failure)
      }}
    >
      <label htmlFor={`${id}-hours`} className="block font-medium">
        {m.chat_mute_how_long()}
      </label>
      <select id={`${id}-hours`} autoFocus value={hours} onChange={(event) => setHours(Number(event.target.value))} className="block w-full rounded-md border border-slate-300 px-2 py-1">
        {durations.map(([value, label]) => (
          <option key={value} value={value}>
            {label()}
          </option>
        ))}
      </select>
      {error && (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="destructive" disabled={isBusy}>
          {m.chat_mute()}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {m.chat_cancel()}
        </Button>
      </div>
    </form>
  )
}
