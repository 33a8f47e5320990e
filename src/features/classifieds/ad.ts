import { m } from '@/paraglide/messages'

/** The classifieds' categories (public.classifieds' check), in the order the page lists them. */
export const adCategories = ['Darbas', 'Būstas', 'Paslaugos', 'Parduoda', 'Ieško', 'Partnerystė'] as const

export type AdCategory = (typeof adCategories)[number]

/** The categories /verslas lists: jobs and business partnerships. */
export const businessAdCategories: readonly AdCategory[] = ['Darbas', 'Partnerystė']

const categoryLabels: Record<AdCategory, () => string> = {
  Darbas: m.classifieds_category_jobs,
  Būstas: m.classifieds_category_housing,
  Paslaugos: m.classifieds_category_services,
  Parduoda: m.classifieds_category_for_sale,
  Ieško: m.classifieds_category_wanted,
  Partnerystė: m.classifieds_category_partnership,
}

/**
 * A category as the page's language names it ('Būstas', 'Housing'); the stored value stays the
 * database's. One the database may add later shows as stored.
 */
export const adCategoryLabel = (category: string): string => (Object.hasOwn(categoryLabels, category) ? categoryLabels[category as AdCategory]() : category)

/** A public classified as /skelbimai shows it. */
export type Ad = {
  id: string
  title: string
  description: string
  category: AdCategory
  location: string
  /** ISO date the classified was published. */
  date: string
  author: string
  /** GBP; null = by agreement or free. */
  price: number | null
  /** How to reach the poster: a reply through the portal, or their e-mail when they chose to show it. */
  contact: { kind: 'portal' } | { kind: 'email'; email: string }
  /** When it leaves the public pages (an instant), where known: the site's server renders its pages again then. */
  expiresAt?: string
}
