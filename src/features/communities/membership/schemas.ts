import { z } from '@/lib/zod'
import { cleanText, optionalText } from '@/lib/validation'

export const childrenCountOptions = ['0', '1', '2', '3', '4', '5+'] as const
export const reasonOptions = [
  { value: 'participate', label: 'Noriu dalyvauti bendruomenės veikloje' },
  { value: 'information', label: 'Noriu gauti informaciją' },
] as const
export const newsletterOptions = [
  { value: 'yes', label: 'Taip' },
  { value: 'no', label: 'Ne' },
] as const

const required = (message: string) => z.string().min(1, message)

/** The join form; text fields are sanitised first. */
export const joinSchema = z.object({
  firstName: cleanText(z.string().min(2, 'Vardas turi būti mažiausiai 2 simboliai')),
  lastName: cleanText(z.string().min(2, 'Pavardė turi būti mažiausiai 2 simboliai')),
  city: optionalText(),
  region: cleanText(required('Prašome pasirinkti regioną')),
  childrenCount: z.string().refine((value) => (childrenCountOptions as readonly string[]).includes(value), 'Prašome nurodyti vaikų skaičių'),
  phone: optionalText(),
  reason: z.string().refine((value) => value === 'participate' || value === 'information', 'Prašome pasirinkti narystės priežastį'),
  newsletter: z.string().refine((value) => value === 'yes' || value === 'no', 'Prašome pasirinkti ar norite gauti naujienas'),
  privacyPolicy: z.boolean().refine((value) => value, 'Privalote sutikti su privatumo politika'),
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
