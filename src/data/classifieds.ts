export type AdCategory = 'Darbas' | 'Būstas' | 'Paslaugos' | 'Parduoda' | 'Ieško'

export type Ad = {
  id: string
  title: string
  description: string
  category: AdCategory
  location: string
  /** ISO date. */
  date: string
  author: string
  likes: number
  comments: number
  urgent: boolean
  /** GBP; null = by agreement or free. */
  price: number | null
}

export const adCategories: readonly AdCategory[] = ['Darbas', 'Būstas', 'Paslaugos', 'Parduoda', 'Ieško']

/** Six sample ads. */
export const ads: readonly Ad[] = [
  { id: 'vairuotojas-londone', title: 'Ieškomas C kategorijos vairuotojas', description: 'Logistikos įmonė Londone ieško patyrusio vairuotojo. Darbas visą darbo dieną.', category: 'Darbas', location: 'Londonas', date: '2026-11-20', author: 'UAB Baltic Logistics', likes: 12, comments: 4, urgent: true, price: 3200 },
  { id: 'kambarys-mancesteryje', title: 'Nuomojamas kambarys Mančesteryje', description: 'Šviesus kambarys name su lietuvių šeima, netoli tramvajaus stotelės.', category: 'Būstas', location: 'Mančesteris', date: '2026-11-18', author: 'Ingrida', likes: 8, comments: 2, urgent: false, price: 650 },
  { id: 'buhalterines-paslaugos', title: 'Buhalterinės paslaugos lietuviškai', description: 'Savarankiškai dirbančiųjų deklaracijos, įmonių apskaita. Konsultacija nemokama.', category: 'Paslaugos', location: 'Birmingemas', date: '2026-11-16', author: 'Jolanta', likes: 21, comments: 6, urgent: false, price: null },
  { id: 'vaikiskas-vezimelis', title: 'Parduodamas vaikiškas vežimėlis', description: 'Mažai naudotas, su lietaus apdangalu ir krepšiu.', category: 'Parduoda', location: 'Lidsas', date: '2026-11-12', author: 'Vaida', likes: 3, comments: 1, urgent: false, price: 90 },
  { id: 'aukle-savaitgaliais', title: 'Ieškome lietuvės auklės savaitgaliais', description: 'Šeima Kembridže ieško auklės dviem vaikams šeštadieniais.', category: 'Ieško', location: 'Kembridžas', date: '2026-11-10', author: 'Šeima K.', likes: 5, comments: 3, urgent: true, price: 15 },
  { id: 'remonto-darbai', title: 'Buto remonto darbai', description: 'Dažymas, plytelių klijavimas, baldų surinkimas. Dirbame visame Londone.', category: 'Paslaugos', location: 'Londonas', date: '2026-11-08', author: 'Meistras Arūnas', likes: 17, comments: 8, urgent: false, price: null },
]
