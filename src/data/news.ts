export type NewsCategory = 'Bendruomenė' | 'Švietimas' | 'Kultūra' | 'Verslas' | 'Teisė'

export type Article = {
  id: string
  title: string
  excerpt: string
  content: string
  author: string
  /** ISO date. */
  date: string
  category: NewsCategory
  views: number
  comments: number
  featured?: boolean
}

export const newsCategories: readonly NewsCategory[] = ['Bendruomenė', 'Švietimas', 'Kultūra', 'Verslas', 'Teisė']

/** A featured article and four more. */
export const articles: readonly Article[] = [
  { id: 'dainu-svente-londone', title: 'Londone įvyko didžiausia lietuvių dainų šventė už Lietuvos ribų', excerpt: 'Daugiau nei 800 dalyvių iš visos Jungtinės Karalystės dainavo ir šoko vienoje scenoje.', content: 'Šventėje dalyvavo chorai, šokių kolektyvai ir kapelos iš Londono, Mančesterio, Škotijos ir Šiaurės Airijos. Organizatoriai jau planuoja kitą šventę.', author: 'Asta Mažeikienė', date: '2026-11-15', category: 'Kultūra', views: 4210, comments: 38, featured: true },
  { id: 'nauja-mokykla-lidse', title: 'Lidse atidaroma nauja lituanistinė mokykla', excerpt: 'Šeštadieninėje mokykloje vaikai mokysis lietuvių kalbos, istorijos ir geografijos.', content: 'Mokykla priims vaikus nuo 5 iki 14 metų. Registracija vyksta el. paštu.', author: 'Linas Sutkus', date: '2026-11-10', category: 'Švietimas', views: 1320, comments: 12 },
  { id: 'verslo-forumo-registracija', title: 'Prasidėjo registracija į JK lietuvių verslo forumą', excerpt: 'Forume kalbės sėkmingi lietuviai verslininkai ir investuotojai.', content: 'Forumas vyks kovo 13 d. Londone. Dalyvio mokestis – 25 £.', author: 'Karolis Dapkus', date: '2026-11-05', category: 'Verslas', views: 980, comments: 5 },
  { id: 'balsavimas-rinkimuose', title: 'Kaip balsuoti Lietuvos rinkimuose gyvenant JK', excerpt: 'Primename, kaip užsiregistruoti balsuoti ambasadoje ar paštu.', content: 'Užsiregistruoti galima internetu arba ambasadoje. Balsuoti galima paštu arba atvykus į balsavimo vietą.', author: 'Rūta Dambrauskaitė', date: '2026-10-28', category: 'Teisė', views: 2650, comments: 21 },
  { id: 'bendruomenes-susirinkimas', title: 'Mančesterio bendruomenė išsirinko naują valdybą', excerpt: 'Naujoji valdyba žada daugiau renginių šeimoms su vaikais.', content: 'Susirinkime dalyvavo daugiau nei šimtas narių. Valdyba kvies prisidėti savanorius.', author: 'Tomas Kazlauskas', date: '2026-10-20', category: 'Bendruomenė', views: 760, comments: 9 },
]
