export type MediaCategory = 'Portalai' | 'Žurnalai' | 'Radijo stotys'

export type MediaOutlet = {
  id: string
  category: MediaCategory
  name: string
  leader: string
  address: string
  email: string
  phone?: string
  website?: string
  facebook?: string
}
