import { cleanText } from '@/lib/validation'
import { z } from '@/lib/zod'
import { adminMessages } from '../messages'

const text = adminMessages.moderation

/** The reason the member reads in their account; the database asks for the same 3 to 500 characters. */
export const rejectReasonSchema = z.object({
  reason: cleanText(z.string().min(1, text.reasonRequired).min(3, text.reasonTooShort).max(500, text.reasonTooLong)),
})

export type RejectReasonInput = z.input<typeof rejectReasonSchema>
export type RejectReasonValues = z.output<typeof rejectReasonSchema>
