import { entryFieldLabel, isEntryPublicField, sortEntryFields } from '@/features/directory/entry-field-labels'
import type { EntrySnapshot } from './entry-lookup'
import { formatEntryValue, type EntryValues } from './entry-values'

export type CorrectionDiffRow = { field: string; label: string; current: string; proposed: string }

/** Each field a correction changes, in the entry page's order: its label, the value now and the one proposed. */
export function correctionDiff(changes: EntryValues, entry: EntrySnapshot | null): CorrectionDiffRow[] {
  return sortEntryFields(Object.keys(changes)).map((field) => ({
    field,
    label: entryFieldLabel(field),
    // The database accepts public fields only; anything else has no current value to show.
    current: formatEntryValue(entry && isEntryPublicField(field) ? entry[field] : undefined),
    proposed: formatEntryValue(changes[field]),
  }))
}
