import { z } from '@/lib/zod'
import { cleanText, emailField, newPasswordField, optionalText, passwordMismatchMessage } from '@/lib/validation'

export const loginSchema = z.object({
  email: emailField(),
  password: z.string().min(6, 'Slaptažodis turi būti mažiausiai 6 simboliai'),
})
export type LoginInput = z.input<typeof loginSchema>
export type LoginValues = z.output<typeof loginSchema>

/** Spec §5: the mismatch message goes on confirmPassword, where the user looks. */
const passwordPair = z.object({ password: newPasswordField(), confirmPassword: z.string() })

export const registerSchema = z
  .object({
    name: cleanText(z.string().min(2, 'Vardas turi būti mažiausiai 2 simboliai')),
    email: emailField(),
    phone: optionalText(),
    password: newPasswordField(),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: passwordMismatchMessage,
    path: ['confirmPassword'],
    // Show the mismatch together with the other fields' errors, not only after they pass.
    when: (payload) => passwordPair.safeParse(payload.value).success,
  })
export type RegisterInput = z.input<typeof registerSchema>
export type RegisterValues = z.output<typeof registerSchema>

export const forgotPasswordSchema = z.object({ email: emailField() })
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>

export const newPasswordSchema = passwordPair.refine((values) => values.password === values.confirmPassword, {
  message: passwordMismatchMessage,
  path: ['confirmPassword'],
})
export type NewPasswordInput = z.input<typeof newPasswordSchema>

/** Spec §3: first_name is the first word, last_name the rest, username lower-case without spaces. */
export function splitName(name: string) {
  const [firstName = '', ...rest] = name.trim().split(/\s+/)
  return {
    first_name: firstName,
    last_name: rest.join(' '),
    username: name.toLocaleLowerCase('lt').replace(/\s+/g, ''),
  }
}
