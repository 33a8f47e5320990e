/** Organisation categories of SPEC §3, with their Lithuanian labels. */
export const organizationCategories = {
  bendruomenes: 'Bendruomenės',
  mokyklos: 'Mokyklos ir darželiai',
  menas: 'Meno kolektyvai',
  sielovada: 'Sielovada',
  sportas: 'Sportas',
  studentai: 'Studentų draugijos',
  ziniasklaida: 'Žiniasklaida',
} as const

export type OrganizationCategory = keyof typeof organizationCategories

/** The shared organisation list: the global search, the second community page and the admin import read it. */
export type Organization = {
  id: string
  name: string
  category: OrganizationCategory
  subcategory?: string
  location?: string
  leaderTitle?: string
  leaderName?: string
  email?: string
  phone?: string
  website?: string
  address?: string
  facebook?: string
  instagram?: string
  description?: string
}

/** About 50 organisations, about 40 of them communities (SPEC §3). Filled by the directory work. */
export const organizations: readonly Organization[] = []
