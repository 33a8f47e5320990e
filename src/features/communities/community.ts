import { m } from '@/paraglide/messages'

export type CommunityType = 'pagrindine' | 'regionine'

/** A community's type in the page's language: each label is read when it is shown. */
export const communityTypeLabels: Record<CommunityType, string> = {
  get pagrindine() {
    return m.communities_type_main()
  },
  get regionine() {
    return m.communities_type_regional()
  },
}

export type Community = {
  id: string
  name: string
  type: CommunityType
  location: string
  leader: string
  leaderTitle: string
  description: string
  fullDescription: string
  members: number
  founded: number
  email: string
  phone?: string
  address?: string
  website?: string
  facebook?: string
  instagram?: string
  /** Local image paths under /images; empty means the page shows the four default photos. */
  gallery: string[]
  nextEvent?: string
  /** ISO date of the next event. */
  eventDate?: string
  meetingTime?: string
  activities: string[]
}

/** What a community card on the home page shows. */
export type CommunityCard = Pick<Community, 'id' | 'name' | 'type' | 'location' | 'members' | 'description'>
