import { z } from '@/lib/zod'
import { cleanText } from '@/lib/validation'

/** The community's account for dues: sort codes may be typed with dashes or spaces. */
export const bankDetailsSchema = z.object({
  accountName: cleanText(z.string().min(2, 'Nurodykite sąskaitos savininką (bent 2 simboliai)').max(70, 'Sąskaitos savininkas – ne daugiau kaip 70 simbolių')),
  sortCode: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Sort code – 6 skaitmenys, pvz., 12-34-56')),
  accountNumber: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{8}$/, 'Sąskaitos numeris – 8 skaitmenys')),
})

export type BankDetailsInput = z.input<typeof bankDetailsSchema>
export type BankDetailsValues = z.output<typeof bankDetailsSchema>

export const paymentMethods = ['bank_transfer', 'cash'] as const

/** A payment received: pounds as typed ('25', '25,00', '25.5'), how, and the day (not in the future). */
export function paymentSchema(today: string) {
  return z.object({
    amount: z
      .string()
      .transform((value) => value.trim().replace(',', '.').replace(/^£\s*|\s*£$/g, ''))
      .pipe(z.string().regex(/^\d{1,5}(\.\d{1,2})?$/, 'Įrašykite sumą svarais, pvz., 25 arba 25,00'))
      .transform((value) => Math.round(Number(value) * 100))
      .pipe(z.number().min(1, 'Suma turi būti didesnė už nulį')),
    method: z.enum(paymentMethods, 'Pasirinkite, kaip sumokėta'),
    paidOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Nurodykite mokėjimo datą')
      .refine((day) => day <= today, 'Mokėjimo data negali būti ateityje'),
  })
}

export type PaymentInput = z.input<ReturnType<typeof paymentSchema>>
export type PaymentValues = z.output<ReturnType<typeof paymentSchema>>
