import { mediaOutlets, type MediaOutlet } from '@/data/media-outlets'
import { defineDirectory } from '../entry'
import { oneOf, optional, orAbsent, orNull, readDetails, text, withoutAbsent } from './fields'

const details = { category: oneOf(['Portalai', 'Žurnalai', 'Radijo stotys']), facebook: optional(text) }

export const mediaDirectory = defineDirectory<MediaOutlet, 'media'>({
  directory: 'media',
  embedded: mediaOutlets,
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
      category: extra.category,
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
