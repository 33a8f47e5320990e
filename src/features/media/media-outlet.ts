import { m } from '@/paraglide/messages'

/** The categories as stored (and as the list's address names them). */
export type MediaCategory = 'Portalai' | 'Žurnalai' | 'Radijo stotys'

export const mediaCategories: readonly MediaCategory[] = ['Portalai', 'Žurnalai', 'Radijo stotys']

const categoryMessages: Record<MediaCategory, () => string> = {
  Portalai: m.directories_media_category_portals,
  Žurnalai: m.directories_media_category_magazines,
  'Radijo stotys': m.directories_media_category_radio,
}

/** A category in the page's language: 'Žurnalai', 'Magazines'. */
export const mediaCategoryLabel = (category: MediaCategory): string => categoryMessages[category]()

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
