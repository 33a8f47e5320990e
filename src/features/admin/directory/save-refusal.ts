import type { FieldPath } from 'react-hook-form'
import { entryFormMessages, type EntryFormValues } from './entry-form-schema'

type Refusal = Partial<Record<FieldPath<EntryFormValues>, string>>

/** The columns whose check constraint the form can point at, with the form's own message. */
const checkedColumns: Record<string, [FieldPath<EntryFormValues>, string]> = {
  name: ['name', entryFormMessages.tooLong(200)],
  slug: ['slug', entryFormMessages.slug],
  email: ['columns.email', entryFormMessages.email],
  website: ['columns.website', entryFormMessages.url],
  phone: ['columns.phone', entryFormMessages.phone],
  founded: ['columns.founded', entryFormMessages.year],
}

/**
 * The field a database refusal is about: a slug already used in the directory (unique
 * violation), or a column's check constraint (`directory_entries_<column>_check`).
 * Null when the refusal names no field the form shows.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (typeof error !== 'object' || error === null) return null
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (code === '23505') return { slug: entryFormMessages.slugTaken }
  if (code !== '23514' || typeof message !== 'string') return null
  const column = /directory_entries_(\w+?)_check/.exec(message)?.[1]
  const refused = column ? checkedColumns[column] : undefined
  return refused ? { [refused[0]]: refused[1] } : null
}
