import { z } from '@/lib/zod'
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

export const emailField = () => cleanText(z.email('Netinkamas el. pašto formatas'))

/**
 * The registration password rules, also used for a new password after recovery.
 * Passwords are never sanitised: any character the user types is theirs.
 */
export const newPasswordField = () =>
  z
    .string()
    .min(8, 'Slaptažodis turi būti mažiausiai 8 simboliai')
    .regex(/\p{Ll}/u, 'Slaptažodis turi turėti mažiausiai vieną mažąją raidę')
    .regex(/\p{Lu}/u, 'Slaptažodis turi turėti mažiausiai vieną didžiąją raidę')
    .regex(/\d/, 'Slaptažodis turi turėti mažiausiai vieną skaičių')

export const passwordMismatchMessage = 'Slaptažodžiai nesutampa'

/** First message per field, the way forms show them (one message per field). */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.')
    result[key] ??= issue.message
  }
  return result
}
