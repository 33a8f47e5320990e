import type { Community } from '@/features/communities/community'
import { defineDirectory } from '../entry'
import { count, oneOf, optional, orAbsent, orNull, readDetails, text, texts, withoutAbsent } from './fields'

// Every field may be missing (the database accepts `{}`): the page then shows a default.
const details = {
  type: optional(oneOf(['pagrindine', 'regionine'])),
  members: optional(count),
  instagram: optional(text),
  facebook: optional(text),
  gallery: optional(texts),
  nextEvent: optional(text),
  eventDate: optional(text),
  meetingTime: optional(text),
  activities: optional(texts),
}

/** A community of no stated type is taken for a regional one, as the old organisation list's copies were. */
export const missingCommunityType = 'regionine'

export const communitiesDirectory = defineDirectory<Community, 'communities'>({
  directory: 'communities',
  search: {
    label: 'Bendruomenė',
    subtitle: (c) => c.location,
    fields: (c) => [c.name, c.location, c.description, c.fullDescription, c.leader, ...c.activities],
  },
  editor: {
    columns: [
      { key: 'summary', label: 'Trumpas aprašymas', required: true },
      { key: 'description', label: 'Išsamus aprašymas' },
      { key: 'town', label: 'Miestas', required: true },
      { key: 'address', label: 'Adresas' },
      { key: 'postcode', label: 'Pašto kodas', hint: 'Pvz., LS6 1AN arba LS6: pagal jį sąrašas rikiuojamas pagal atstumą' },
      { key: 'latitude', label: 'Tiksli vieta: platuma', hint: 'Neprivaloma, pvz., 53,8193: tada vietą rodo šios koordinatės, o ne pašto kodo rajonas' },
      { key: 'longitude', label: 'Tiksli vieta: ilguma', hint: 'Pvz., −1,5670' },
      { key: 'leader_name', label: 'Vadovas', required: true },
      { key: 'leader_title', label: 'Vadovo pareigos', required: true },
      { key: 'email', label: 'El. paštas', required: true },
      { key: 'phone', label: 'Telefonas' },
      { key: 'website', label: 'Svetainė' },
      { key: 'founded', label: 'Įkūrimo metai', required: true },
    ],
    details: [
      { key: 'type', label: 'Tipas', kind: 'choice', options: [{ value: 'pagrindine', label: 'Pagrindinė' }, { value: 'regionine', label: 'Regioninė' }], missing: missingCommunityType },
      { key: 'members', label: 'Narių skaičius', kind: 'count', required: true },
      { key: 'meetingTime', label: 'Susitikimų laikas', kind: 'text' },
      { key: 'activities', label: 'Veiklos', kind: 'list', hint: 'Po vieną eilutėje.' },
      { key: 'nextEvent', label: 'Artimiausias renginys', kind: 'text' },
      { key: 'eventDate', label: 'Renginio data', kind: 'date' },
      { key: 'facebook', label: 'Facebook', kind: 'url' },
      { key: 'instagram', label: 'Instagram', kind: 'url' },
    ],
    defaults: { gallery: [] },
  },
  toEntry: (community) => ({
    slug: community.id,
    name: community.name,
    summary: community.description,
    description: community.fullDescription,
    town: community.location,
    region: null,
    address: orNull(community.address),
    leader_name: community.leader,
    leader_title: community.leaderTitle,
    email: community.email,
    phone: orNull(community.phone),
    website: orNull(community.website),
    founded: community.founded,
    details: withoutAbsent({
      type: community.type,
      members: community.members,
      facebook: community.facebook,
      instagram: community.instagram,
      gallery: community.gallery,
      nextEvent: community.nextEvent,
      eventDate: community.eventDate,
      meetingTime: community.meetingTime,
      activities: community.activities,
    }),
  }),
  fromEntry: (entry) => {
    const extra = readDetails(details, entry.details)
    if (!extra) return null
    return {
      id: entry.slug,
      name: entry.name,
      type: extra.type ?? missingCommunityType,
      location: entry.town ?? '',
      leader: entry.leader_name ?? '',
      leaderTitle: entry.leader_title ?? '',
      description: entry.summary ?? '',
      fullDescription: entry.description ?? '',
      members: extra.members ?? 0,
      founded: entry.founded ?? 0,
      email: entry.email ?? '',
      phone: orAbsent(entry.phone),
      address: orAbsent(entry.address),
      website: orAbsent(entry.website),
      facebook: extra.facebook,
      instagram: extra.instagram,
      gallery: extra.gallery ?? [],
      nextEvent: extra.nextEvent,
      eventDate: extra.eventDate,
      meetingTime: extra.meetingTime,
      activities: extra.activities ?? [],
    }
  },
})
