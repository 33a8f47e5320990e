import { z } from '@/lib/zod'
import { m } from '@/paraglide/messages'
import { sanitizeText } from './sanitize'

/**
 * Shared form pieces, composed by the features' schemas. Text is sanitised before it is validated, so the
 * rules judge (and the database stores) the clean text.
 */
export function cleanText<T extends z.ZodType<string, string>>(inner: T) {
  return z.string().transform(sanitizeText).pipe(inner)
}

/** Optional free text: sanitised, may be empty. */
export const optionalText = () => cleanText(z.string())

// Messages are functions: zod asks for them as it validates, in the page's language.
export const emailField = () => cleanText(z.email({ error: () => m.form_email_invalid() }))

/**
 * The registration password rules, also used for a new password after recovery.
 * Passwords are never sanitised: any character the user types is theirs.
 */
export const newPasswordField = () =>
  z
    .string()
    .min(8, { error: () => m.form_password_min() })
    .regex(/\p{Ll}/u, { error: () => m.form_password_lower() })
    .regex(/\p{Lu}/u, { error: () => m.form_password_upper() })
    .regex(/\d/, { error: () => m.form_password_digit() })

export const passwordMismatchMessage = () => m.form_password_mismatch()

/** First message per field, the way forms show them (one message per field). */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.')
    result[key] ??= issue.message
  }
  return result
}
