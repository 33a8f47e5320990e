import { collectiveTypeLabels, type Collective } from '@/features/collectives/collective'
import { slugify } from '@/lib/slug'
import { defineDirectory } from '../entry'
import { count, oneOf, optional, orAbsent, orNull, readDetails, text, texts, withoutAbsent } from './fields'
import { m } from '@/paraglide/messages'

// Every field may be missing (the database accepts `{}`): the page then shows a default.
const details = {
  /** The number the first version of the site addressed the collective by (/kolektyvas/3). */
  legacyId: optional(count),
  type: optional(oneOf(['chorai', 'sokiai', 'menas', 'sportas', 'verslas', 'kita'])),
  members: optional(count),
  nextEvent: optional(text),
  eventDate: optional(text),
  activities: optional(texts),
  meetingTime: optional(text),
  gallery: optional(texts),
}

/** A collective of no stated type is shown as 'Kita' rather than guessed into one. */
export const missingCollectiveType = 'kita'

export const collectivesDirectory = defineDirectory<Collective, 'collectives'>({
  directory: 'collectives',
  search: {
    // The global search's label, read as a hit is made, in the page's language.
    get label() {
      return m.directories_search_label_collectives()
    },
    keywords: 'kolektyvas',
    subtitle: (c) => c.location,
    fields: (c) => [c.name, collectiveTypeLabels[c.type], c.leader, c.location, c.description],
  },
  editor: {
    columns: [
      { key: 'summary', label: 'Trumpas aprašymas', required: true },
      { key: 'description', label: 'Išsamus aprašymas' },
      { key: 'town', label: 'Miestas', required: true },
      { key: 'postcode', label: 'Pašto kodas', hint: 'Pvz., LS6 1AN arba LS6: pagal jį sąrašas rikiuojamas pagal atstumą' },
      { key: 'latitude', label: 'Tiksli vieta: platuma', hint: 'Neprivaloma, pvz., 53,8193: tada vietą rodo šios koordinatės, o ne pašto kodo rajonas' },
      { key: 'longitude', label: 'Tiksli vieta: ilguma', hint: 'Pvz., −1,5670' },
      { key: 'leader_name', label: 'Vadovas', required: true },
      { key: 'email', label: 'El. paštas', required: true },
      { key: 'phone', label: 'Telefonas' },
      { key: 'website', label: 'Svetainė' },
      { key: 'founded', label: 'Įkūrimo metai', required: true },
    ],
    details: [
      {
        key: 'type',
        label: 'Tipas',
        kind: 'choice',
        options: [
          { value: 'sokiai', label: 'Šokiai' },
          { value: 'chorai', label: 'Chorai' },
          { value: 'menas', label: 'Menas' },
          { value: 'sportas', label: 'Sportas' },
          { value: 'verslas', label: 'Verslas' },
          { value: 'kita', label: 'Kita' },
        ],
        missing: missingCollectiveType,
      },
      { key: 'members', label: 'Dalyvių skaičius', kind: 'count', required: true },
      { key: 'meetingTime', label: 'Repeticijų laikas', kind: 'text', required: true },
      { key: 'activities', label: 'Veiklos', kind: 'list', hint: 'Po vieną eilutėje.' },
      { key: 'nextEvent', label: 'Artimiausias renginys', kind: 'text' },
      { key: 'eventDate', label: 'Renginio data', kind: 'date' },
    ],
    defaults: { gallery: [] },
  },
  toEntry: (collective) => ({
    slug: slugify(collective.name),
    name: collective.name,
    summary: collective.description,
    description: collective.fullDescription,
    town: collective.location,
    region: null,
    address: null,
    leader_name: collective.leader,
    leader_title: null,
    email: collective.email,
    phone: orNull(collective.phone),
    website: orNull(collective.website),
    founded: collective.founded,
    details: withoutAbsent({
      legacyId: typeof collective.id === 'number' ? collective.id : undefined,
      type: collective.type,
      members: collective.members,
      nextEvent: collective.nextEvent,
      eventDate: collective.eventDate,
      activities: collective.activities,
      meetingTime: collective.meetingTime,
      gallery: collective.gallery,
    }),
  }),
  fromEntry: (entry) => {
    const extra = readDetails(details, entry.details)
    if (!extra) return null
    return {
      id: extra.legacyId ?? entry.slug,
      name: entry.name,
      leader: entry.leader_name ?? '',
      type: extra.type ?? missingCollectiveType,
      description: entry.summary ?? '',
      fullDescription: entry.description ?? '',
      location: entry.town ?? '',
      members: extra.members ?? 0,
      founded: entry.founded ?? 0,
      nextEvent: extra.nextEvent,
      eventDate: extra.eventDate,
      email: entry.email ?? '',
      phone: orAbsent(entry.phone),
      website: orAbsent(entry.website),
      activities: extra.activities ?? [],
      meetingTime: extra.meetingTime ?? '',
      gallery: extra.gallery ?? [],
    }
  },
})
