import { z } from '@/lib/zod'
import { cleanText } from '@/lib/validation'
import type { TranslationField } from './translation-kinds'

/** A translation as its editor holds it: each field's text, and whether to publish it. */
export type TranslationValues = { words: Record<string, string>; published: boolean }

/** A field's text, sanitised as the original's is; the database checks the limits again. */
function fieldSchema({ min, max, tooShort, tooLong }: TranslationField) {
  const text = z.string().max(max, tooLong)
  return cleanText(min > 0 ? text.min(min, tooShort) : text)
}

/** The editor's schema for a kind's fields. */
export function translationSchema(fields: readonly TranslationField[]) {
  return z.object({
    words: z.object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)]))),
    published: z.boolean(),
  })
}

/** The row's words as the table takes them: an optional field left empty is null. */
export function wordsToStore(fields: readonly TranslationField[], words: Record<string, string>): Record<string, string | null> {
  return Object.fromEntries(fields.map((field) => [field.name, field.min === 0 && words[field.name] === '' ? null : (words[field.name] ?? '')]))
}
