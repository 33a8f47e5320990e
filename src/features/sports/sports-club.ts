export type SportsOrganizationType = 'klubas' | 'komanda' | 'organizacija' | 'federacija'

export const sportsTypeLabels: Record<SportsOrganizationType, string> = {
  klubas: 'Klubas',
  komanda: 'Komanda',
  organizacija: 'Organizacija',
  federacija: 'Federacija',
}

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
