import { z } from '@/lib/zod'
import { cleanText } from '@/lib/validation'
import { m } from '@/paraglide/messages'

/** The community's account for dues: sort codes may be typed with dashes or spaces. */
export const bankDetailsSchema = z.object({
  accountName: cleanText(
    z
      .string()
      .min(2, { error: () => m.communities_bank_account_name_min() })
      .max(70, { error: () => m.communities_bank_account_name_max() }),
  ),
  sortCode: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: () => m.communities_bank_sort_code_invalid() })),
  accountNumber: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{8}$/, { error: () => m.communities_bank_account_number_invalid() })),
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
      .pipe(z.string().regex(/^\d{1,5}(\.\d{1,2})?$/, { error: () => m.communities_payment_amount_invalid() }))
      .transform((value) => Math.round(Number(value) * 100))
      .pipe(z.number().min(1, { error: () => m.communities_payment_amount_positive() })),
    method: z.enum(paymentMethods, { error: () => m.communities_payment_method_required() }),
    paidOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.communities_payment_date_required() })
      .refine((day) => day <= today, { error: () => m.communities_payment_date_future() }),
  })
}

export type PaymentInput = z.input<ReturnType<typeof paymentSchema>>
export type PaymentValues = z.output<ReturnType<typeof paymentSchema>>
