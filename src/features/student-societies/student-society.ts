export type StudentSociety = {
  id: string
  location: string
  name: string
  leader: string
  /** 'Prezidentas', 'Prezidentė' or 'Vadovas'. */
  leaderTitle: string
  address: string
  email: string
  website?: string
  facebook?: string
  linkedin?: string
}
