import { m } from '@/paraglide/messages'

export type CollectiveType = 'chorai' | 'sokiai' | 'menas' | 'sportas' | 'verslas' | 'kita'

/** Type badges in Lithuanian, as the directory's search reads them: Šokiai, Sportas, Menas, Verslas, Chorai, Kita. */
export const collectiveTypeLabels: Record<CollectiveType, string> = {
  sokiai: 'Šokiai',
  sportas: 'Sportas',
  menas: 'Menas',
  verslas: 'Verslas',
  chorai: 'Chorai',
  kita: 'Kita',
}

const typeMessages: Record<CollectiveType, () => string> = {
  sokiai: m.directories_collectives_type_sokiai,
  sportas: m.directories_collectives_type_sportas,
  menas: m.directories_collectives_type_menas,
  verslas: m.directories_collectives_type_verslas,
  chorai: m.directories_collectives_type_chorai,
  kita: m.directories_collectives_type_kita,
}

/** A type's badge in the page's language: 'Šokiai', 'Dance'. */
export const collectiveTypeLabel = (type: CollectiveType): string => typeMessages[type]()

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
