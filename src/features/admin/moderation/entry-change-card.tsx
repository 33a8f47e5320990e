import { entryFieldLabel, sortEntryFields } from '@/features/directory/entry-field-labels'
import { adminMessages } from '../messages'
import type { EntryChange } from './entry-change-queries'
import { formatEntryValue } from './entry-values'
import { formatUkDateTime } from '@/lib/uk-time'

/** One change in the audit trail: the entry, when (UK time), and each field's old and new value. */
export function EntryChangeCard({ change }: { change: EntryChange }) {
  const titleId = `pakeitimas-${change.id}`
  const fields = sortEntryFields([...new Set([...Object.keys(change.oldValues), ...Object.keys(change.newValues)])])
  return (
    <article aria-labelledby={titleId} className="space-y-2 rounded-xl border border-slate-200 p-5">
      <h2 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {change.entryName ?? adminMessages.corrections.entryGone}
      </h2>
      <p className="text-sm text-slate-700">
        Pakeista <time dateTime={change.changed_at}>{formatUkDateTime(change.changed_at)}</time> (JK laiku)
      </p>
      <ul aria-label="Pakeisti laukai" className="space-y-1 text-sm">
        {fields.map((field) => (
          <li key={field} className="whitespace-pre-line [overflow-wrap:anywhere]">
            <span className="font-medium">{entryFieldLabel(field)}:</span> {formatEntryValue(change.oldValues[field])} → {formatEntryValue(change.newValues[field])}
          </li>
        ))}
      </ul>
    </article>
  )
}
