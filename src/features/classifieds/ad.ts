export type AdCategory = 'Darbas' | 'Būstas' | 'Paslaugos' | 'Parduoda' | 'Ieško'

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
}

export const adCategories: readonly AdCategory[] = ['Darbas', 'Būstas', 'Paslaugos', 'Parduoda', 'Ieško']
