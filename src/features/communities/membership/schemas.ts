import { z } from '@/lib/zod'
import { cleanText, optionalText } from '@/lib/validation'
import { m } from '@/paraglide/messages'

export const childrenCountOptions = ['0', '1', '2', '3', '4', '5+'] as const

/** The reasons to join, labelled in the page's language: call it where the form renders. */
export const reasonOptions = () =>
  [
    { value: 'participate', label: m.communities_join_reason_participate() },
    { value: 'information', label: m.communities_join_reason_information() },
  ] as const

/** Yes and no for the newsletter, in the page's language. */
export const newsletterOptions = () =>
  [
    { value: 'yes', label: m.communities_join_yes() },
    { value: 'no', label: m.communities_join_no() },
  ] as const

const required = (message: () => string) => z.string().min(1, { error: message })

/** The join form; text fields are sanitised first. Messages are read as they are shown, in the page's language. */
export const joinSchema = z.object({
  firstName: cleanText(z.string().min(2, { error: () => m.communities_join_first_name_min() })),
  lastName: cleanText(z.string().min(2, { error: () => m.communities_join_last_name_min() })),
  city: optionalText(),
  region: cleanText(required(() => m.communities_join_region_required())),
  childrenCount: z.string().refine((value) => (childrenCountOptions as readonly string[]).includes(value), { error: () => m.communities_join_children_required() }),
  phone: optionalText(),
  reason: z.string().refine((value) => value === 'participate' || value === 'information', { error: () => m.communities_join_reason_required() }),
  newsletter: z.string().refine((value) => value === 'yes' || value === 'no', { error: () => m.communities_join_newsletter_required() }),
  privacyPolicy: z.boolean().refine((value) => value, { error: () => m.communities_join_privacy_required() }),
})
export type JoinInput = z.input<typeof joinSchema>
export type JoinValues = z.output<typeof joinSchema>

export const emptyJoinValues: JoinInput = {
  firstName: '',
  lastName: '',
  city: '',
  region: '',
  childrenCount: '',
  phone: '',
  reason: '',
  newsletter: '',
  privacyPolicy: false,
}
