import { z } from '@/lib/zod'
import { cleanText, emailField } from '@/lib/validation'

/** Contact enquiry: name, e-mail, optional phone, message; the limits match the contacts table's checks. */
export const contactSchema = z.object({
  name: cleanText(z.string().min(2, 'Vardas turi būti mažiausiai 2 simboliai').max(200, 'Vardas per ilgas (daugiausia 200 simbolių)')),
  email: emailField(),
  phone: cleanText(z.string().max(50, 'Telefono numeris per ilgas (daugiausia 50 simbolių)')),
  message: cleanText(z.string().min(10, 'Žinutė turi būti mažiausiai 10 simbolių')),
})
export type ContactInput = z.input<typeof contactSchema>
export type ContactValues = z.output<typeof contactSchema>
