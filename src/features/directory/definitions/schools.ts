import { schools, type School } from '@/data/schools'
import { defineDirectory } from '../entry'
import { optional, orAbsent, orNull, readDetails, text, texts, withoutAbsent } from './fields'

const details = {
  social: optional(text),
  students: text,
  programs: texts,
  gallery: texts,
}

export const schoolsDirectory = defineDirectory<School, 'schools'>({
  directory: 'schools',
  embedded: schools,
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
      students: extra.students,
      programs: extra.programs,
      gallery: extra.gallery,
    }
  },
})
