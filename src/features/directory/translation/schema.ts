import { z } from '@/lib/zod'
import { cleanText, optionalText } from '@/lib/validation'

/** An entry's English words, sanitised as the original's are; the database checks them again. */
export const entryTranslationSchema = z.object({
  name: cleanText(z.string().min(1, 'Įrašykite pavadinimą angliškai').max(200, 'Pavadinimas – ne daugiau kaip 200 simbolių')),
  summary: optionalText().pipe(z.string().max(1000, 'Santrauka – ne daugiau kaip 1000 simbolių')),
  description: optionalText().pipe(z.string().max(10000, 'Aprašymas – ne daugiau kaip 10 000 simbolių')),
  published: z.boolean(),
})

export type EntryTranslationInput = z.input<typeof entryTranslationSchema>
export type EntryTranslationValues = z.output<typeof entryTranslationSchema>
