import type { FieldPath } from 'react-hook-form'
import type { ColumnKey } from '@/features/directory/entry'
import { columnRules, entryFormMessages, type EntryFormValues } from './entry-form-schema'

type Refusal = Partial<Record<FieldPath<EntryFormValues>, string>>

/**
 * The field a database refusal is about, with the form's own message: a slug already used in
 * the directory (unique violation), or a check constraint (`directory_entries_<column>_check`)
 * on the name, the slug, the logo or a column with a shape rule, or the postcode the database
 * could not place. Null when the refusal names no field the form shows.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (typeof error !== 'object' || error === null) return null
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (code === '23505') return { slug: entryFormMessages.slugTaken }
  // The place trigger's refusals ('Pašto kodo rajono „ZZ9“ neradome.') are the database's own words.
  if (code === 'PT422' && typeof message === 'string' && /pašto kod/i.test(message)) return { 'columns.postcode': message }
  if (code !== '23514' || typeof message !== 'string') return null
  const column = /directory_entries_(\w+?)_check/.exec(message)?.[1]
  if (column === 'name') return { name: entryFormMessages.tooLong(200) }
  if (column === 'slug') return { slug: entryFormMessages.slug }
  if (column === 'logo_path') return { logoPath: entryFormMessages.logo }
  const rule = column ? columnRules[column as ColumnKey] : undefined
  return rule ? { [`columns.${column}`]: rule.message } : null
}
