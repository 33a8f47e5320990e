import type { MediaOutlet } from '@/features/media/media-outlet'
import { defineDirectory } from '../entry'
import { oneOf, optional, orAbsent, orNull, readDetails, text, withoutAbsent } from './fields'
import { m } from '@/paraglide/messages'

// Either field may be missing (the database accepts `{}`): the page then shows a default.
const details = { category: optional(oneOf(['Portalai', 'Žurnalai', 'Radijo stotys'])), facebook: optional(text) }

/** An outlet of no stated category is listed with the portals, the broadest of the three. */
export const missingMediaCategory = 'Portalai'

export const mediaDirectory = defineDirectory<MediaOutlet, 'media'>({
  directory: 'media',
  search: {
    // The global search's label, read as a hit is made, in the page's language.
    get label() {
      return m.directories_search_label_media()
    },
    subtitle: (outlet) => outlet.address,
    fields: (outlet) => [outlet.name, outlet.category],
  },
  editor: {
    columns: [
      { key: 'address', label: 'Miestas ar adresas', required: true },
      { key: 'leader_name', label: 'Vadovas', required: true },
      { key: 'email', label: 'El. paštas', required: true },
      { key: 'phone', label: 'Telefonas' },
      { key: 'website', label: 'Svetainė' },
    ],
    details: [
      {
        key: 'category',
        label: 'Kategorija',
        kind: 'choice',
        options: [
          { value: 'Portalai', label: 'Portalai' },
          { value: 'Žurnalai', label: 'Žurnalai' },
          { value: 'Radijo stotys', label: 'Radijo stotys' },
        ],
        missing: missingMediaCategory,
      },
      { key: 'facebook', label: 'Facebook', kind: 'url' },
    ],
    defaults: {},
  },
  toEntry: (outlet) => ({
    slug: outlet.id,
    name: outlet.name,
    summary: null,
    description: null,
    town: null,
    region: null,
    address: outlet.address,
    leader_name: outlet.leader,
    leader_title: null,
    email: outlet.email,
    phone: orNull(outlet.phone),
    website: orNull(outlet.website),
    founded: null,
    details: withoutAbsent({ category: outlet.category, facebook: outlet.facebook }),
  }),
  fromEntry: (entry) => {
    const extra = readDetails(details, entry.details)
    if (!extra) return null
    return {
      id: entry.slug,
      category: extra.category ?? missingMediaCategory,
      name: entry.name,
      leader: entry.leader_name ?? '',
      address: entry.address ?? '',
      email: entry.email ?? '',
      phone: orAbsent(entry.phone),
      website: orAbsent(entry.website),
      facebook: extra.facebook,
    }
  },
})
