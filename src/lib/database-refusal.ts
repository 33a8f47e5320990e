import type { PostgrestError } from '@supabase/supabase-js'

/**
 * The Lithuanian words the database refuses a member's write with: the migrations raise PT403
 * (not allowed now), PT422 (a rule of the form, checked again) and PT429 (a limit) with a
 * message, maybe a detail and a hint, which the data API passes on. Null for any other error,
 * whose words are not for members.
 */
export function databaseRefusal(error: unknown): string | null {
  const { code, message, details, hint } = (error ?? {}) as Partial<PostgrestError>
  if (code !== 'PT403' && code !== 'PT422' && code !== 'PT429') return null
  return [message, details, hint].filter(Boolean).join(' ') || null
}
