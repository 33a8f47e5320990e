export type SportsOrganizationType = 'klubas' | 'komanda' | 'organizacija' | 'federacija'

export const sportsTypeLabels: Record<SportsOrganizationType, string> = {
  klubas: 'Klubas',
  komanda: 'Komanda',
  organizacija: 'Organizacija',
  federacija: 'Federacija',
}

export type SportsClub = {
  id: string
  slug: string
  name: string
  sport: string
  type: SportsOrganizationType
  location: string
  members: number
  founded: number
  description: string
  fullDescription: string
  contact: { email: string; phone?: string; website?: string; address?: string }
  socialMedia: { facebook?: string; instagram?: string; youtube?: string }
  nextEvent?: string
  eventDate?: string
  /** Empty means the page shows the six default achievements. */
  achievements: string[]
  gallery: string[]
}

/** Nine sports organisations (at least 8, so 'Rodyti daugiau' shows). Contact details are fictional. */
export const sportsClubs: readonly SportsClub[] = [
  { id: 's1', slug: 'londono-vilkai', name: 'Krepšinio klubas „Londono Vilkai“', sport: 'Krepšinis', type: 'klubas', location: 'Londonas', members: 45, founded: 2008,
    description: 'Lietuvių krepšinio komanda Londono lygose.', fullDescription: '„Londono Vilkai“ – seniausias lietuvių krepšinio klubas Londone. Žaidžiame vietos lygose, rengiame treniruotes jaunimui ir kasmetinį lietuvių krepšinio turnyrą.',
    contact: { email: 'vilkai@example.org', phone: '020 7946 0701', website: 'https://vilkai.example.org', address: 'Sporto salė, Stratfordas, Londonas' },
    socialMedia: { facebook: 'https://facebook.example.org/londono-vilkai', instagram: 'https://instagram.example.org/londono_vilkai', youtube: 'https://youtube.example.org/londono-vilkai' },
    nextEvent: 'JK lietuvių krepšinio taurė', eventDate: '2027-03-06', achievements: ['JK lietuvių krepšinio taurė 2023', 'Londono mėgėjų lygos vicečempionai 2024', 'Europos lietuvių žaidynių bronza 2022'], gallery: [] },
  { id: 's2', slug: 'manchester-lituanica', name: 'Futbolo klubas „Lituanica Manchester“', sport: 'Futbolas', type: 'klubas', location: 'Mančesteris', members: 38, founded: 2011,
    description: 'Mėgėjų futbolo komanda ir vaikų treniruotės.', fullDescription: '„Lituanica“ žaidžia Mančesterio sekmadienio lygoje ir treniruoja lietuvių vaikus nuo 7 metų.',
    contact: { email: 'lituanica@example.org', phone: '0161 496 0702' }, socialMedia: { facebook: 'https://facebook.example.org/lituanica-manchester' },
    nextEvent: 'Sezono atidarymas', eventDate: '2027-04-11', achievements: [], gallery: [] },
  { id: 's3', slug: 'skotijos-sachmatu-klubas', name: 'Škotijos lietuvių šachmatų klubas', sport: 'Šachmatai', type: 'klubas', location: 'Edinburgas', members: 22, founded: 2015,
    description: 'Šachmatų vakarai ir turnyrai visoms kartoms.', fullDescription: 'Klubas rengia savaitinius šachmatų vakarus, greitųjų šachmatų turnyrus ir užsiėmimus vaikams.',
    contact: { email: 'sachmatai@example.org', phone: '0131 496 0703' }, socialMedia: {}, achievements: [], gallery: [] },
  { id: 's4', slug: 'baltic-runners', name: 'Bėgimo komanda „Baltic Runners“', sport: 'Bėgimas', type: 'komanda', location: 'Londonas', members: 60, founded: 2017,
    description: 'Bėgimo treniruotės parkuose ir maratonai.', fullDescription: '„Baltic Runners“ kartu treniruojasi Londono parkuose ir dalyvauja maratonuose su Lietuvos vėliava.',
    contact: { email: 'runners@example.org', website: 'https://runners.example.org' }, socialMedia: { instagram: 'https://instagram.example.org/baltic_runners' },
    nextEvent: 'Londono maratonas', eventDate: '2027-04-25', achievements: ['100 bėgikų Londono maratone 2024'], gallery: [] },
  { id: 's5', slug: 'jk-lietuviu-sporto-federacija', name: 'JK lietuvių sporto federacija', sport: 'Įvairios sporto šakos', type: 'federacija', location: 'Londonas', members: 400, founded: 2005,
    description: 'Vienija lietuvių sporto klubus Jungtinėje Karalystėje.', fullDescription: 'Federacija koordinuoja lietuvių sporto klubų veiklą, rengia JK lietuvių sporto žaidynes ir atstovauja sportininkams Pasaulio lietuvių sporto žaidynėse.',
    contact: { email: 'federacija@example.org', phone: '020 7946 0704', website: 'https://federacija.example.org', address: 'Lietuvių namai, Londonas' }, socialMedia: { facebook: 'https://facebook.example.org/jk-sportas' },
    nextEvent: 'JK lietuvių sporto žaidynės', eventDate: '2027-07-03', achievements: [], gallery: [] },
  { id: 's6', slug: 'belfasto-tinklinis', name: 'Tinklinio komanda „Belfasto Ereliai“', sport: 'Tinklinis', type: 'komanda', location: 'Belfastas', members: 18, founded: 2014,
    description: 'Paplūdimio ir salės tinklinis.', fullDescription: '„Belfasto Ereliai“ žaidžia salės ir paplūdimio tinklinį, dalyvauja Airijos salos lietuvių turnyruose.',
    contact: { email: 'ereliai@example.org', phone: '07700 900701' }, socialMedia: {}, achievements: [], gallery: [] },
  { id: 's7', slug: 'gelezinis-vilkas', name: 'Kovos menų centras „Geležinis Vilkas“', sport: 'Kovos menai', type: 'organizacija', location: 'Birmingemas', members: 35, founded: 2016,
    description: 'Kiokušin karatė ir savigyna vaikams bei suaugusiems.', fullDescription: 'Centras moko kiokušin karatė, rengia diržų egzaminus ir savigynos kursus.',
    contact: { email: 'vilkas@example.org', phone: '07700 900702' }, socialMedia: { youtube: 'https://youtube.example.org/gelezinis-vilkas' }, achievements: [], gallery: [] },
  { id: 's8', slug: 'piterboro-krepsinis', name: 'Krepšinio komanda „Piterboro Žalgiris“', sport: 'Krepšinis', type: 'komanda', location: 'Piterboras', members: 16, founded: 2013,
    description: 'Mėgėjų krepšinis Rytų Anglijoje.', fullDescription: 'Komanda žaidžia regiono lygoje ir draugiškose rungtynėse su kitais lietuvių klubais.',
    contact: { email: 'zalgiris@example.org' }, socialMedia: {}, achievements: [], gallery: [] },
  { id: 's9', slug: 'lietuviu-dviratininku-klubas', name: 'Lietuvių dviratininkų klubas', sport: 'Dviračių sportas', type: 'klubas', location: 'Lidsas', members: 27, founded: 2019,
    description: 'Savaitgalio dviračių žygiai Jorkšyre.', fullDescription: 'Klubas rengia savaitgalio žygius Jorkšyro kalvose ir labdaros važiavimus.',
    contact: { email: 'dviraciai@example.org' }, socialMedia: { instagram: 'https://instagram.example.org/lt_dviraciai' }, achievements: [], gallery: [] },
]
