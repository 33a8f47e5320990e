import { adCategories } from '@/features/classifieds/ad'
import type { TablesInsert } from '@/lib/supabase/database.types'
import { hasHtmlTags, plainTextError } from '@/lib/plain-text'
import { z } from '@/lib/zod'
import { m } from '@/paraglide/messages'

// The messages are read as a field is checked, in the page's language.
const text = (min: number, max: number, tooShort: () => string) =>
  z
    .string()
    .trim()
    .min(min, { error: tooShort })
    .max(max, { error: () => m.classifieds_max_chars({ max }) })
    .refine((value) => !hasHtmlTags(value), { error: plainTextError })

/** The classified form, as the inputs hold it. */
export const classifiedFormSchema = z.object({
  title: text(3, 120, () => m.classifieds_title_min()),
  category: z.enum(adCategories, { error: () => m.classifieds_category_required() }),
  price: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{1,7}([.,]\d{1,2})?$/.test(value) && Number(value.replace(',', '.')) <= 1_000_000), { error: () => m.classifieds_price_invalid() }),
  town: text(2, 80, () => m.classifieds_town_required()),
  body: text(10, 2000, () => m.classifieds_body_min()),
  contact: z.enum(['portal', 'email']),
})

export type ClassifiedFormValues = z.input<typeof classifiedFormSchema>
export type ClassifiedValues = z.output<typeof classifiedFormSchema>

export const CLASSIFIED_DRAFT_KEY = 'lietuviai-jk:classified'

export const emptyClassified: ClassifiedFormValues = {
  title: '',
  category: '' as ClassifiedFormValues['category'],
  price: '',
  town: '',
  body: '',
  contact: 'portal',
}

/** What the member decided; author, status, e-mail shown and stamps are the database's. */
export type ClassifiedPost = Pick<TablesInsert<'classifieds'>, 'title' | 'body' | 'category' | 'price' | 'town' | 'contact'>

export function toClassifiedPost(values: ClassifiedValues): ClassifiedPost {
  return {
    title: values.title,
    body: values.body,
    category: values.category,
    price: values.price === '' ? null : Number(values.price.replace(',', '.')),
    town: values.town,
    contact: values.contact,
  }
}
