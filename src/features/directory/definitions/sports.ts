import { sportsTypeLabels, type SportsClub } from '@/features/sports/sports-club'
import { defineDirectory } from '../entry'
import { count, oneOf, optional, orAbsent, orNull, readDetails, text, texts, withoutAbsent } from './fields'
import { m } from '@/paraglide/messages'

// Every field may be missing (the database accepts `{}`): the page then shows a default.
const details = {
  /** The id the first version of the site addressed the club by (/sportas/s3). */
  legacyId: optional(text),
  sport: optional(text),
  type: optional(oneOf(['klubas', 'komanda', 'organizacija', 'federacija'])),
  members: optional(count),
  facebook: optional(text),
  instagram: optional(text),
  youtube: optional(text),
  nextEvent: optional(text),
  eventDate: optional(text),
  achievements: optional(texts),
  gallery: optional(texts),
}

/** An organisation of no stated type is shown as the broadest kind. */
export const missingSportsType = 'organizacija'

export const sportsDirectory = defineDirectory<SportsClub, 'sports'>({
  directory: 'sports',
  search: {
    // The global search's label, read as a hit is made, in the page's language.
    get label() {
      return m.directories_search_label_sports()
    },
    keywords: 'sportas',
    subtitle: (s) => s.location,
    fields: (s) => [s.name, s.sport, s.location, s.description, sportsTypeLabels[s.type]],
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
      { key: 'email', label: 'El. paštas', required: true },
      { key: 'phone', label: 'Telefonas' },
      { key: 'website', label: 'Svetainė' },
      { key: 'founded', label: 'Įkūrimo metai', required: true },
    ],
    details: [
      { key: 'sport', label: 'Sporto šaka', kind: 'text', required: true },
      {
        key: 'type',
        label: 'Tipas',
        kind: 'choice',
        options: [
          { value: 'klubas', label: 'Klubas' },
          { value: 'komanda', label: 'Komanda' },
          { value: 'organizacija', label: 'Organizacija' },
          { value: 'federacija', label: 'Federacija' },
        ],
        missing: missingSportsType,
      },
      { key: 'members', label: 'Sportininkų skaičius', kind: 'count', required: true },
      { key: 'achievements', label: 'Pasiekimai', kind: 'list', hint: 'Po vieną eilutėje.' },
      { key: 'nextEvent', label: 'Artimiausias renginys', kind: 'text' },
      { key: 'eventDate', label: 'Renginio data', kind: 'date' },
      { key: 'facebook', label: 'Facebook', kind: 'url' },
      { key: 'instagram', label: 'Instagram', kind: 'url' },
      { key: 'youtube', label: 'YouTube', kind: 'url' },
    ],
    defaults: { gallery: [] },
  },
  toEntry: (club) => ({
    slug: club.slug,
    name: club.name,
    summary: club.description,
    description: club.fullDescription,
    town: club.location,
    region: null,
    address: orNull(club.contact.address),
    leader_name: null,
    leader_title: null,
    email: club.contact.email,
    phone: orNull(club.contact.phone),
    website: orNull(club.contact.website),
    founded: club.founded,
    details: withoutAbsent({
      legacyId: club.id === club.slug ? undefined : club.id,
      sport: club.sport,
      type: club.type,
      members: club.members,
      facebook: club.socialMedia.facebook,
      instagram: club.socialMedia.instagram,
      youtube: club.socialMedia.youtube,
      nextEvent: club.nextEvent,
      eventDate: club.eventDate,
      achievements: club.achievements,
      gallery: club.gallery,
    }),
  }),
  fromEntry: (entry) => {
    const extra = readDetails(details, entry.details)
    if (!extra) return null
    return {
      id: extra.legacyId ?? entry.slug,
      slug: entry.slug,
      name: entry.name,
      sport: extra.sport ?? '',
      type: extra.type ?? missingSportsType,
      location: entry.town ?? '',
      members: extra.members ?? 0,
      founded: entry.founded ?? 0,
      description: entry.summary ?? '',
      fullDescription: entry.description ?? '',
      contact: withoutAbsent({
        email: entry.email ?? '',
        phone: orAbsent(entry.phone),
        website: orAbsent(entry.website),
        address: orAbsent(entry.address),
      }),
      socialMedia: withoutAbsent({ facebook: extra.facebook, instagram: extra.instagram, youtube: extra.youtube }),
      nextEvent: extra.nextEvent,
      eventDate: extra.eventDate,
      achievements: extra.achievements ?? [],
      gallery: extra.gallery ?? [],
    }
  },
})

