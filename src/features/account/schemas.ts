import { z } from '@/lib/zod'
import { cleanText, optionalText } from '@/lib/validation'
import { m } from '@/paraglide/messages'

/** The profile a member edits on /paskyra; names follow the join form's rules. */
export const profileSchema = z.object({
  firstName: cleanText(z.string().min(2, { error: () => m.account_first_name_min() })),
  lastName: cleanText(z.string().min(2, { error: () => m.account_last_name_min() })),
  phone: optionalText(),
  city: optionalText(),
  region: optionalText(),
})
export type ProfileInput = z.input<typeof profileSchema>
export type ProfileValues = z.output<typeof profileSchema>

export const deleteAccountSchema = z.object({ password: z.string().min(1, { error: () => m.account_password_required() }) })
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>
