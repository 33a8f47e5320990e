import { adCategories } from '@/features/classifieds/ad'
import type { TablesInsert } from '@/lib/supabase/database.types'
import { hasHtmlTags, plainTextMessage } from '@/lib/plain-text'
import { z } from '@/lib/zod'

const text = (min: number, max: number, tooShort: string) =>
  z.string().trim().min(min, tooShort).max(max, `Ne daugiau kaip ${max} simbolių.`).refine((value) => !hasHtmlTags(value), plainTextMessage)

/** The classified form, as the inputs hold it. */
export const classifiedFormSchema = z.object({
  title: text(3, 120, 'Pavadinimas turi būti bent 3 simbolių.'),
  category: z.enum(adCategories, 'Pasirinkite kategoriją.'),
  price: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{1,7}([.,]\d{1,2})?$/.test(value) && Number(value.replace(',', '.')) <= 1_000_000), 'Kaina svarais, pvz., 90 arba 7,50 (tuščia – sutartinė).'),
  town: text(2, 80, 'Nurodykite miestą.'),
  body: text(10, 2000, 'Aprašymas turi būti bent 10 simbolių.'),
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
