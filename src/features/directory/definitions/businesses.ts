import type { Business } from '@/features/business/business'
import { slugify } from '@/lib/slug'
import { defineDirectory } from '../entry'
import { between, orAbsent, orNull, readDetails, text, withoutAbsent } from './fields'
import { m } from '@/paraglide/messages'

const details = { category: text, rating: between(0, 5), image: text }

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
    defaults: { image: '/images/gallery/default-1.svg' },
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
      category: extra.category,
      location: entry.town ?? '',
      description: entry.summary ?? '',
      email: entry.email ?? '',
      phone: orAbsent(entry.phone),
      website: orAbsent(entry.website),
      rating: extra.rating,
      image: extra.image,
    }
  },
})
