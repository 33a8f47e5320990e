import type { Ad } from '@/features/classifieds/ad'
export { adCategories, type AdCategory, type Ad } from '@/features/classifieds/ad'

const portal = { kind: 'portal' } as const

/**
 * Six sample classifieds: the page is prerendered with them, and supabase/seeds/classifieds.sql
 * stores the same ones (a backend test compares them). The page then shows the stored ones.
 */
export const ads: readonly Ad[] = [
  { id: '00000000-0000-4000-a000-000000000001', title: 'Ieškomas C kategorijos vairuotojas', description: 'Logistikos įmonė Londone ieško patyrusio vairuotojo. Darbas visą darbo dieną.', category: 'Darbas', location: 'Londonas', date: '2026-11-20', author: 'UAB Baltic Logistics', price: 3200, contact: portal },
  { id: '00000000-0000-4000-a000-000000000002', title: 'Nuomojamas kambarys Mančesteryje', description: 'Šviesus kambarys name su lietuvių šeima, netoli tramvajaus stotelės.', category: 'Būstas', location: 'Mančesteris', date: '2026-11-18', author: 'Ingrida', price: 650, contact: portal },
  { id: '00000000-0000-4000-a000-000000000003', title: 'Buhalterinės paslaugos lietuviškai', description: 'Savarankiškai dirbančiųjų deklaracijos, įmonių apskaita. Konsultacija nemokama.', category: 'Paslaugos', location: 'Birmingemas', date: '2026-11-16', author: 'Jolanta', price: null, contact: portal },
  { id: '00000000-0000-4000-a000-000000000004', title: 'Parduodamas vaikiškas vežimėlis', description: 'Mažai naudotas, su lietaus apdangalu ir krepšiu.', category: 'Parduoda', location: 'Lidsas', date: '2026-11-12', author: 'Vaida', price: 90, contact: portal },
  { id: '00000000-0000-4000-a000-000000000005', title: 'Ieškome lietuvės auklės savaitgaliais', description: 'Šeima Kembridže ieško auklės dviem vaikams šeštadieniais.', category: 'Ieško', location: 'Kembridžas', date: '2026-11-10', author: 'Šeima K.', price: 15, contact: portal },
  { id: '00000000-0000-4000-a000-000000000006', title: 'Buto remonto darbai', description: 'Dažymas, plytelių klijavimas, baldų surinkimas. Dirbame visame Londone.', category: 'Paslaugos', location: 'Londonas', date: '2026-11-08', author: 'Meistras Arūnas', price: null, contact: portal },
]
