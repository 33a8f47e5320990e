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

/** Seven Lithuanian media outlets in the UK. Contact details are fictional. */
export const mediaOutlets: readonly MediaOutlet[] = [
  { id: 'britanijos-lietuviai', category: 'Portalai', name: 'Portalas „Britanijos lietuviai“', leader: 'Asta Mažeikienė', address: 'Londonas', email: 'redakcija@example.org', phone: '020 7946 0901', website: 'https://britanijos-lietuviai.example.org', facebook: 'https://facebook.example.org/britanijos-lietuviai' },
  { id: 'anglija-lt', category: 'Portalai', name: 'Naujienų portalas „Anglija.lt“', leader: 'Karolis Dapkus', address: 'Londonas', email: 'info-anglija@example.org', website: 'https://anglija.example.org', facebook: 'https://facebook.example.org/anglija-lt' },
  { id: 'tevynes-aidai', category: 'Portalai', name: 'Bendruomenės portalas „Tėvynės aidai“', leader: 'Virgilijus Šimkus', address: 'Mančesteris', email: 'aidai@example.org', phone: '0161 496 0902', website: 'https://aidai.example.org' },
  { id: 'lietuvis-jk', category: 'Žurnalai', name: 'Žurnalas „Lietuvis JK“', leader: 'Rūta Dambrauskaitė', address: 'Londonas', email: 'zurnalas@example.org', phone: '020 7946 0903', website: 'https://zurnalas.example.org', facebook: 'https://facebook.example.org/lietuvis-jk' },
  { id: 'seima-uzsienyje', category: 'Žurnalai', name: 'Žurnalas „Šeima užsienyje“', leader: 'Eglė Krasauskienė', address: 'Birmingemas', email: 'seima@example.org' },
  { id: 'lietuvos-balsas-jk', category: 'Radijo stotys', name: 'Radijas „Lietuvos balsas JK“', leader: 'Rolandas Jurkus', address: 'Mančesteris', email: 'radijas@example.org', phone: '0161 496 0904', website: 'https://radijas.example.org', facebook: 'https://facebook.example.org/lietuvos-balsas' },
  { id: 'baltic-fm', category: 'Radijo stotys', name: 'Internetinis radijas „Baltic FM“', leader: 'Žydrūnas Kavaliauskas', address: 'Londonas', email: 'balticfm@example.org', phone: '020 7946 0905', website: 'https://balticfm.example.org' },
]
