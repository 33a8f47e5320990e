import { m } from '@/paraglide/messages'

export type SportsOrganizationType = 'klubas' | 'komanda' | 'organizacija' | 'federacija'

/** Types in Lithuanian, as the directory's search reads them. */
export const sportsTypeLabels: Record<SportsOrganizationType, string> = {
  klubas: 'Klubas',
  komanda: 'Komanda',
  organizacija: 'Organizacija',
  federacija: 'Federacija',
}

const typeMessages: Record<SportsOrganizationType, () => string> = {
  klubas: m.directories_sports_type_klubas,
  komanda: m.directories_sports_type_komanda,
  organizacija: m.directories_sports_type_organizacija,
  federacija: m.directories_sports_type_federacija,
}

/** A type's badge in the page's language: 'Klubas', 'Club'. */
export const sportsTypeLabel = (type: SportsOrganizationType): string => typeMessages[type]()

export type SportsClub = {
  id: string
  slug: string
  name: string
  sport: string
  type: SportsOrganizationType
  location: string
  members: number
  founded: number
  description: string
  fullDescription: string
  contact: { email: string; phone?: string; website?: string; address?: string }
  socialMedia: { facebook?: string; instagram?: string; youtube?: string }
  nextEvent?: string
  eventDate?: string
  /** Empty means the page shows the six default achievements. */
  achievements: string[]
  gallery: string[]
}
