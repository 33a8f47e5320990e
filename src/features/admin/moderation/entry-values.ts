import { messages } from '@/lib/messages'
import type { Json } from '@/lib/supabase/database.types'

/** Field → value, as corrections and the audit trail store them. */
export type EntryValues = { [key: string]: Json | undefined }

/** A jsonb column read as field → value; the database stores only objects there, but its type is any JSON. */
export const asEntryValues = (value: Json): EntryValues => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {})

/** A stored value as an administrator reads it: text as typed, a number as written, anything else as JSON; empty says so. */
export function formatEntryValue(value: Json | undefined): string {
  if (value === undefined || value === null || value === '') return messages.notSpecified
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}
