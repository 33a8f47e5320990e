import type { StudentSociety } from '@/features/student-societies/student-society'
import { defineDirectory } from '../entry'
import { optional, orAbsent, orNull, readDetails, text, withoutAbsent } from './fields'
import { m } from '@/paraglide/messages'

const details = { facebook: optional(text), linkedin: optional(text) }

export const studentSocietiesDirectory = defineDirectory<StudentSociety, 'student_societies'>({
  directory: 'student_societies',
  search: {
    // The global search's label, read as a hit is made, in the page's language.
    get label() {
      return m.directories_search_label_student_societies()
    },
    subtitle: (s) => s.location,
    fields: (s) => [s.name, s.location],
  },
  editor: {
    columns: [
      { key: 'town', label: 'Miestas', required: true },
      { key: 'address', label: 'Adresas', required: true },
      { key: 'leader_name', label: 'Vadovas', required: true },
      { key: 'leader_title', label: 'Pareigos (Prezidentas, Prezidentė, Vadovas)', required: true },
      { key: 'email', label: 'El. paštas', required: true },
      { key: 'website', label: 'Svetainė' },
    ],
    details: [
      { key: 'facebook', label: 'Facebook', kind: 'url' },
      { key: 'linkedin', label: 'LinkedIn', kind: 'url' },
    ],
    defaults: {},
  },
  toEntry: (society) => ({
    slug: society.id,
    name: society.name,
    summary: null,
    description: null,
    town: society.location,
    region: null,
    address: society.address,
    leader_name: society.leader,
    leader_title: society.leaderTitle,
    email: society.email,
    phone: null,
    website: orNull(society.website),
    founded: null,
    details: withoutAbsent({ facebook: society.facebook, linkedin: society.linkedin }),
  }),
  fromEntry: (entry) => {
    const extra = readDetails(details, entry.details)
    if (!extra) return null
    return {
      id: entry.slug,
      location: entry.town ?? '',
      name: entry.name,
      leader: entry.leader_name ?? '',
      leaderTitle: entry.leader_title ?? '',
      address: entry.address ?? '',
      email: entry.email ?? '',
      website: orAbsent(entry.website),
      facebook: extra.facebook,
      linkedin: extra.linkedin,
    }
  },
})
