import type { School } from '@/features/schools/school'
import { defineDirectory } from '../entry'
import { optional, orAbsent, orNull, readDetails, text, texts, withoutAbsent } from './fields'
import { m } from '@/paraglide/messages'

// Every field may be missing (the database accepts `{}`): the page then shows a default.
const details = {
  social: optional(text),
  students: optional(text),
  programs: optional(texts),
  gallery: optional(texts),
}

export const schoolsDirectory = defineDirectory<School, 'schools'>({
  directory: 'schools',
  search: {
    // The global search's label, read as a hit is made, in the page's language.
    get label() {
      return m.directories_search_label_schools()
    },
    keywords: 'mokykla darželis',
    subtitle: (s) => s.region,
    fields: (s) => [s.name, s.region, s.director, s.address, s.description],
  },
  editor: {
    columns: [
      { key: 'summary', label: 'Trumpas aprašymas', required: true },
      { key: 'description', label: 'Išsamus aprašymas' },
      { key: 'region', label: 'Regionas', required: true },
      { key: 'address', label: 'Adresas', required: true },
      { key: 'postcode', label: 'Pašto kodas', hint: 'Pvz., LS6 1AN arba LS6: pagal jį sąrašas rikiuojamas pagal atstumą' },
      { key: 'latitude', label: 'Tiksli vieta: platuma', hint: 'Neprivaloma, pvz., 53,8193: tada vietą rodo šios koordinatės, o ne pašto kodo rajonas' },
      { key: 'longitude', label: 'Tiksli vieta: ilguma', hint: 'Pvz., −1,5670' },
      { key: 'leader_name', label: 'Direktorius(-ė)', required: true },
      { key: 'email', label: 'El. paštas', required: true },
      { key: 'phone', label: 'Telefonas' },
      { key: 'website', label: 'Svetainė' },
      { key: 'founded', label: 'Įkūrimo metai', required: true },
    ],
    details: [
      { key: 'students', label: 'Mokinių skaičius (pvz., 50+)', kind: 'text', required: true },
      { key: 'programs', label: 'Programos', kind: 'list', hint: 'Po vieną eilutėje; tuščia – rodomos šešios numatytosios.' },
      { key: 'social', label: 'Socialinis tinklas', kind: 'url' },
    ],
    defaults: { gallery: [] },
  },
  toEntry: (school) => ({
    slug: school.id,
    name: school.name,
    summary: school.description,
    description: school.fullDescription,
    town: null,
    region: school.region,
    address: school.address,
    leader_name: school.director,
    leader_title: null,
    email: school.email,
    phone: orNull(school.phone),
    website: orNull(school.website),
    founded: school.founded,
    details: withoutAbsent({ social: school.social, students: school.students, programs: school.programs, gallery: school.gallery }),
  }),
  fromEntry: (entry) => {
    const extra = readDetails(details, entry.details)
    if (!extra) return null
    return {
      id: entry.slug,
      region: entry.region ?? '',
      name: entry.name,
      director: entry.leader_name ?? '',
      address: entry.address ?? '',
      email: entry.email ?? '',
      phone: orAbsent(entry.phone),
      website: orAbsent(entry.website),
      social: extra.social,
      description: entry.summary ?? '',
      fullDescription: entry.description ?? '',
      founded: entry.founded ?? 0,
      students: extra.students ?? '',
      programs: extra.programs ?? [],
      gallery: extra.gallery ?? [],
    }
  },
})
