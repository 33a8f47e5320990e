import type { Ad, AdCategory } from '@/features/classifieds/ad'
import { m } from '@/paraglide/messages'

/** A public classified as the data API answers a read of `classifiedColumns`. */
export type ClassifiedRow = {
  id: string
  title: string
  body: string
  category: string
  price: number | string | null
  town: string
  contact: string
  contact_email: string | null
  author_name: string
  /** The UK day it was approved (yyyy-mm-dd): `decided_at` cast to a date, read in UK time. */
  published_on: string | null
  expires_at?: string | null
}

export const classifiedColumns = 'id,title,body,category,price,town,contact,contact_email,author_name,published_on:decided_at::date,expires_at'

/** The time zone a classifieds read is answered in, so `published_on` is the UK day. */
export const classifiedsTimeZone = 'Europe/London'

/**
 * A stored classified as /skelbimai shows it; published on the UK day it was approved. A poster
 * without a name is 'Narys' ('Member'): read in the language of the page it is loaded for.
 */
export function adFromRow(row: ClassifiedRow): Ad {
  return {
    id: row.id,
    title: row.title,
    description: row.body,
    category: row.category as AdCategory,
    location: row.town,
    date: row.published_on ?? '',
    author: row.author_name || m.classifieds_author_fallback(),
    // numeric comes as a JSON number from PostgREST; a string is tolerated.
    price: row.price === null ? null : Number(row.price),
    contact: row.contact === 'email' && row.contact_email ? { kind: 'email', email: row.contact_email } : { kind: 'portal' },
    ...(row.expires_at ? { expiresAt: row.expires_at } : {}),
  }
}
