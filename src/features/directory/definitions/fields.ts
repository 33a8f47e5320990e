import type { z } from 'zod'
import type { Json } from '@/lib/supabase/database.types'

/** An optional item field as a nullable column. */
export const orNull = <T>(value: T | undefined): T | null => value ?? null

/** A nullable column as an optional item field (absent rather than null, as the embedded data has it). */
export const orAbsent = <T>(value: T | null): T | undefined => value ?? undefined

/** An entry's `details` read with the directory's schema; null when they do not match it. */
export function readDetails<Schema extends z.ZodType>(schema: Schema, details: Json): z.infer<Schema> | null {
  const parsed = schema.safeParse(details)
  return parsed.success ? parsed.data : null
}

/** Drops absent keys, so an entry's `details` and a decoded item hold only what the item has. */
export function withoutAbsent<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T
}
