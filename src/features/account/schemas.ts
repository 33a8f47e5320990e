import { z } from '@/lib/zod'
import { cleanText, optionalText } from '@/lib/validation'

/** The profile a member edits on /paskyra; names follow the join form's rules. */
export const profileSchema = z.object({
  firstName: cleanText(z.string().min(2, 'Vardas turi būti mažiausiai 2 simboliai')),
  lastName: cleanText(z.string().min(2, 'Pavardė turi būti mažiausiai 2 simboliai')),
  phone: optionalText(),
  city: optionalText(),
  region: optionalText(),
})
export type ProfileInput = z.input<typeof profileSchema>
export type ProfileValues = z.output<typeof profileSchema>

export const deleteAccountSchema = z.object({ password: z.string().min(1, 'Įveskite slaptažodį') })
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>
