import type { Business } from '@/features/business/business'
import { slugify } from '@/lib/slug'
import { defineDirectory } from '../entry'
import { between, optional, orAbsent, orNull, readDetails, text, withoutAbsent } from './fields'
import { m } from '@/paraglide/messages'

// Every field may be missing (the database accepts `{}`): the card then shows a default.
const details = { category: optional(text), rating: optional(between(0, 5)), image: optional(text) }

/** The picture a business without one of its own is shown with (the editor stores it for a new one). */
const defaultImage = '/images/gallery/default-1.svg'

export const businessesDirectory = defineDirectory<Business, 'businesses'>({
  directory: 'businesses',
  search: {
    // The global search's label, read as a hit is made, in the page's language.
    get label() {
      return m.directories_search_label_businesses()
    },
    subtitle: (b) => b.location,
    fields: (b) => [b.name, b.category, b.location, b.description],
  },
  editor: {
    columns: [
      { key: 'summary', label: 'Aprašymas', required: true },
      { key: 'town', label: 'Miestas', required: true },
      { key: 'email', label: 'El. paštas', required: true },
      { key: 'phone', label: 'Telefonas' },
      { key: 'website', label: 'Svetainė' },
    ],
    details: [
      { key: 'category', label: 'Sritis', kind: 'text', required: true },
      { key: 'rating', label: 'Įvertinimas (0–5)', kind: 'rating', required: true },
    ],
    defaults: { image: defaultImage },
  },
  toEntry: (business) => ({
    slug: slugify(business.name),
    name: business.name,
    summary: business.description,
    description: null,
    town: business.location,
    region: null,
    address: null,
    leader_name: null,
    leader_title: null,
    email: business.email,
    phone: orNull(business.phone),
    website: orNull(business.website),
    founded: null,
    details: withoutAbsent({ category: business.category, rating: business.rating, image: business.image }),
  }),
  fromEntry: (entry) => {
    const extra = readDetails(details, entry.details)
    if (!extra) return null
    return {
      name: entry.name,
      category: extra.category ?? '',
      location: entry.town ?? '',
      description: entry.summary ?? '',
      email: entry.email ?? '',
      phone: orAbsent(entry.phone),
      website: orAbsent(entry.website),
      rating: extra.rating ?? 0,
      image: extra.image ?? defaultImage,
    }
  },
})
