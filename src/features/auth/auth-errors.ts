import { m } from '@/paraglide/messages'

/** Supabase Auth's messages mapped to what the user reads, in the page's language. Matching is by substring. */
type Row = readonly [needle: string, shown: () => string]

/**
 * The service's 429s: 'Request rate limit reached', 'Email rate limit exceeded', and 'For
 * security purposes, you can only request this after N seconds.' (a mail to the same address
 * again within a minute).
 */
const rateLimitRows: readonly Row[] = [
  ['rate limit', m.auth_error_rate_limit],
  ['For security purposes', m.auth_error_rate_limit],
]

function pick(rows: readonly Row[], fallback: () => string, message: string | undefined): string {
  const text = message ?? ''
  return (rows.find(([needle]) => text.includes(needle))?.[1] ?? fallback)()
}

export function loginErrorMessage(message: string | undefined): string {
  return pick(
    [
      ['Invalid login credentials', m.auth_error_credentials],
      ['Email not confirmed', m.auth_error_unconfirmed],
      ...rateLimitRows,
    ],
    m.auth_error_login,
    message,
  )
}

export const userAlreadyRegistered = 'User already registered'

/** The service's own password rules (supabase/config.toml), the same as the forms'. */
const weakPasswordRows: readonly Row[] = [
  ['Password should be at least', m.auth_error_password_short],
  ['Password should contain at least one character', m.auth_error_password_characters],
]

export function registerErrorMessage(message: string | undefined): string {
  return pick(
    [
      [userAlreadyRegistered, m.auth_error_registered],
      ...weakPasswordRows,
      ...rateLimitRows,
    ],
    m.auth_error_register,
    message,
  )
}

/** Setting a new password, from /paskyra or a recovery link. */
export function passwordUpdateErrorMessage(message: string | undefined): string {
  return pick(
    [
      ['should be different', m.auth_error_same_password],
      ...weakPasswordRows,
      ...rateLimitRows,
      ['session', m.auth_error_recovery_expired],
    ],
    m.auth_error_password_update,
    message,
  )
}

/** Asking for a recovery link. */
export function recoveryErrorMessage(message: string | undefined): string {
  return pick(rateLimitRows, m.auth_error_recovery, message)
}
