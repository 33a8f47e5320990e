import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'

const durations = [
  [1, '1 valandai'],
  [24, '1 parai'],
  [24 * 7, '7 dienoms'],
  [24 * 30, '30 dienų'],
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
      aria-label={`Nutildyti: ${authorName}`}
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
        Kiek laiko nerašys
      </label>
      <select id={`${id}-hours`} autoFocus value={hours} onChange={(event) => setHours(Number(event.target.value))} className="block w-full rounded-md border border-slate-300 px-2 py-1">
        {durations.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
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
          Nutildyti
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Atšaukti
        </Button>
      </div>
    </form>
  )
}
