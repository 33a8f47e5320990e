import { z } from '@/lib/zod'
import { cleanText, emailField } from '@/lib/validation'
import { m } from '@/paraglide/messages'

/**
 * Contact enquiry: name, e-mail, optional phone, message; the limits match the contacts table's
 * checks. Messages are functions: zod asks for them as it validates, in the page's language.
 */
export const contactSchema = z.object({
  name: cleanText(
    z
      .string()
      .min(2, { error: () => m.form_name_min() })
      .max(200, { error: () => m.info_contact_name_max() }),
  ),
  email: emailField(),
  phone: cleanText(z.string().max(50, { error: () => m.info_contact_phone_max() })),
  message: cleanText(z.string().min(10, { error: () => m.info_contact_message_min() })),
})
export type ContactInput = z.input<typeof contactSchema>
export type ContactValues = z.output<typeof contactSchema>
