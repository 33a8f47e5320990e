export type Business = { name: string; category: string; location: string; description: string; email: string; phone?: string; website?: string; rating: number; image: string }
export type Listing = { type: 'Darbas' | 'Praktika' | 'Partnerystė'; title: string; company: string; location: string; salary: string; /** ISO date. */ posted: string; description: string; email: string }
export type Professional = { name: string; profession: string; location: string; languages: string[]; specialization: string; email: string; phone?: string }
export type Sponsor = { name: string; type: string; description: string; website: string }
export type SuccessStory = { name: string; company: string; industry: string; description: string; achievement: string }
export type BusinessService = { title: string; description: string; contact: string }
export type BusinessEvent = { title: string; /** ISO date. */ date: string; location: string; description: string }

export const businessStats = [
  { value: '15,000+', label: 'Lietuvių verslininkų JK' },
  { value: '3,500+', label: 'Registruotų įmonių' },
  { value: '£2.8B', label: 'Metinė apyvarta' },
  { value: '45,000+', label: 'Sukurtų darbo vietų' },
]

export const listings: readonly Listing[] = [
  { type: 'Darbas', title: 'Programuotojas (React)', company: 'Nordic Code Ltd', location: 'Londonas / nuotoliu', salary: '£55 000–£70 000 per metus', posted: '2026-11-18', description: 'Ieškome patyrusio frontend programuotojo lietuvių komandai.', email: 'darbas@example.org' },
  { type: 'Darbas', title: 'Sandėlio vadovas', company: 'Baltic Logistics', location: 'Piterboras', salary: '£32 000 per metus', posted: '2026-11-14', description: 'Pamainų organizavimas ir komandos vadovavimas.', email: 'logistika@example.org' },
  { type: 'Praktika', title: 'Rinkodaros praktikantas', company: 'Amber Media', location: 'Mančesteris', salary: '£12 per valandą', posted: '2026-11-10', description: 'Socialinių tinklų turinys lietuvių ir anglų kalbomis.', email: 'media@example.org' },
]

export const professionals: readonly Professional[] = [
  { name: 'Dr. Rasa Jonaitienė', profession: 'Šeimos gydytoja', location: 'Londonas', languages: ['lietuvių', 'anglų', 'rusų'], specialization: 'Bendroji praktika, vaikų sveikata', email: 'gydytoja@example.org', phone: '020 7946 0961' },
  { name: 'Mantas Petraitis', profession: 'Teisininkas', location: 'Londonas', languages: ['lietuvių', 'anglų'], specialization: 'Imigracijos ir darbo teisė', email: 'teisininkas@example.org', phone: '020 7946 0962' },
  { name: 'Jolanta Kazlauskienė', profession: 'Buhalterė', location: 'Birmingemas', languages: ['lietuvių', 'anglų'], specialization: 'Savarankiškai dirbančiųjų apskaita', email: 'buhaltere@example.org' },
  { name: 'Tomas Vaitkus', profession: 'Inžinierius', location: 'Edinburgas', languages: ['lietuvių', 'anglų', 'vokiečių'], specialization: 'Statybų projektai ir energinis efektyvumas', email: 'inzinierius@example.org', phone: '0131 496 0963' },
]

export const sponsors: readonly Sponsor[] = [
  { name: 'Amber Finance', type: 'Generalinis rėmėjas', description: 'Remia lituanistines mokyklas ir jaunimo stovyklas.', website: 'https://amber-finance.example.org' },
  { name: 'Baltic Bakery', type: 'Renginių rėmėjas', description: 'Vaišina Vasario 16-osios ir Kalėdų renginių svečius.', website: 'https://bakery.example.org' },
  { name: 'Nordic Code Ltd', type: 'Technologijų partneris', description: 'Padeda kurti bendruomenės skaitmenines priemones.', website: 'https://nordiccode.example.org' },
]

export const stories: readonly SuccessStory[] = [
  { name: 'Aistė Jankauskienė', company: 'Baltic Bakery', industry: 'Maistas', description: 'Pradėjo kepti duoną savo virtuvėje, šiandien tiekia 40 parduotuvių.', achievement: '25 darbuotojai' },
  { name: 'Mindaugas Stankevičius', company: 'Nordic Code Ltd', industry: 'IT', description: 'Įkūrė programavimo įmonę, kurioje dirba lietuviai iš visos JK.', achievement: '£3M apyvarta' },
]

export const businessServices: readonly BusinessService[] = [
  { title: 'Verslo konsultacijos', description: 'Įmonės steigimas, mokesčiai ir apskaita JK.', contact: 'verslas@example.org' },
  { title: 'Tinklaveikos vakarai', description: 'Kas mėnesį vykstantys lietuvių verslininkų susitikimai.', contact: 'tinklas@example.org' },
  { title: 'Mentorystė', description: 'Patyrę verslininkai pataria pradedantiesiems.', contact: 'mentoryste@example.org' },
]

export const businessEvents: readonly BusinessEvent[] = [
  { title: 'JK lietuvių verslo forumas', date: '2027-03-13', location: 'Londonas', description: 'Pranešimai, diskusijos ir pažintys.' },
  { title: 'Verslininkų pusryčiai', date: '2027-01-21', location: 'Mančesteris', description: 'Neformalus susitikimas prie kavos.' },
]
