export type CollectiveType = 'chorai' | 'sokiai' | 'menas' | 'sportas' | 'verslas' | 'kita'

/** Type badges: Šokiai, Sportas, Menas, Verslas, Chorai, Kita. */
export const collectiveTypeLabels: Record<CollectiveType, string> = {
  sokiai: 'Šokiai',
  sportas: 'Sportas',
  menas: 'Menas',
  verslas: 'Verslas',
  chorai: 'Chorai',
  kita: 'Kita',
}

export type Collective = {
  /** The number the first version of the site used; a collective added later is known by its slug. */
  id: number | string
  name: string
  leader: string
  type: CollectiveType
  description: string
  fullDescription: string
  location: string
  members: number
  founded: number
  nextEvent?: string
  /** ISO date of the next event. */
  eventDate?: string
  email: string
  phone?: string
  website?: string
  activities: string[]
  meetingTime: string
  gallery: string[]
}
