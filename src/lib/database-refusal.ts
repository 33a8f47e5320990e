import type { PostgrestError } from '@supabase/supabase-js'
import { getLocale } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages'

type RefusalCode = 'PT403' | 'PT422' | 'PT429'

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

/** What an English page says for the refusals a form knows: by the database's Lithuanian message, else by the refusal's code. */
export type EnglishRefusals = {
  byMessage?: Readonly<Record<string, () => string>>
  byCode?: Readonly<Partial<Record<RefusalCode, () => string>>>
}

/** Refusals every form may meet, whatever it writes: the database checks every text column for them. */
const everyForm: Readonly<Record<string, () => string>> = {
  'Tekste yra nematomų valdymo ženklų: ištrinkite juos ir bandykite dar kartą.': m.refusal_control_characters,
}

/**
 * A refusal in the page's language: the database's own words on a Lithuanian page; on an
 * English page the English for a refusal the form knows (or every form does), else null (the
 * caller's general message; never the Lithuanian words).
 */
export function refusalInPageLanguage(error: unknown, { byMessage = {}, byCode = {} }: EnglishRefusals): string | null {
  const words = databaseRefusal(error)
  if (words === null || getLocale() === 'lt') return words
  const { code, message } = error as Partial<PostgrestError>
  return (message !== undefined && (byMessage[message]?.() || everyForm[message]?.())) || byCode[code as RefusalCode]?.() || null
}
