import { z } from '@/lib/zod'
import { m } from '@/paraglide/messages'
import { cleanText, emailField, newPasswordField, optionalText, passwordMismatchMessage } from '@/lib/validation'

export const loginSchema = z.object({
  email: emailField(),
  password: z.string().min(6, { error: () => m.form_password_min_login() }),
})
export type LoginInput = z.input<typeof loginSchema>
export type LoginValues = z.output<typeof loginSchema>

/** The two password fields as typed, whatever the rules say of them. */
const typedPasswords = z.object({ password: z.string(), confirmPassword: z.string() })

/**
 * The mismatch message goes on confirmPassword, where the user looks, and shows whenever the two
 * differ: together with the other fields' errors, not only once they pass.
 */
function requireMatchingPasswords<T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T) {
  return schema.refine((values) => values.password === values.confirmPassword, {
    error: passwordMismatchMessage,
    path: ['confirmPassword'],
    when: (payload) => typedPasswords.safeParse(payload.value).success,
  })
}

export const registerSchema = requireMatchingPasswords(
  z.object({
    name: cleanText(z.string().min(2, { error: () => m.form_name_min() })),
    email: emailField(),
    phone: optionalText(),
    password: newPasswordField(),
    confirmPassword: z.string(),
  }),
)
export type RegisterInput = z.input<typeof registerSchema>
export type RegisterValues = z.output<typeof registerSchema>

export const forgotPasswordSchema = z.object({ email: emailField() })
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>

export const newPasswordSchema = requireMatchingPasswords(z.object({ password: newPasswordField(), confirmPassword: z.string() }))
export type NewPasswordInput = z.input<typeof newPasswordSchema>

/** Sign-up metadata: first_name is the first word, last_name the rest, username lower-case without spaces. */
export function splitName(name: string) {
  const [firstName = '', ...rest] = name.trim().split(/\s+/)
  return {
    first_name: firstName,
    last_name: rest.join(' '),
    username: name.toLocaleLowerCase('lt').replace(/\s+/g, ''),
  }
}
