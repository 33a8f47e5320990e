export type School = {
  id: string
  /** Shown as written; a region starting with 'Virtual' ('Virtualios mokyklos') marks a virtual school. */
  region: string
  name: string
  director: string
  address: string
  email: string
  phone?: string
  website?: string
  social?: string
  description: string
  fullDescription: string
  founded: number
  /** Shown as written, e.g. '150+'. */
  students: string
  /** Empty means the page shows the six default programmes. */
  programs: string[]
  gallery: string[]
}
