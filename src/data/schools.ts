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

/** 18 Lithuanian schools and kindergartens. Contact details are fictional. */
export const schools: readonly School[] = [
  {
    id: 'virtuali-lituanistine-mokykla-pasaka',
    region: 'Virtualios mokyklos',
    name: 'Virtuali lituanistinė mokykla „Pasaka“',
    director: 'Linas Sutkus',
    address: 'Nuotoliu (Zoom)',
    email: 'pasaka@example.org',
    website: 'https://pasaka.example.org',
    social: 'https://facebook.example.org/pasaka',
    description: 'Lietuvių kalbos, istorijos ir kultūros pamokos internetu vaikams visoje JK.',
    fullDescription: 'Virtuali lituanistinė mokykla „Pasaka“ veikia nuo 2014 metų. Mokiniai mokosi skaityti ir rašyti lietuviškai, susipažįsta su Lietuvos istorija ir geografija, ruošiasi šventėms ir konkursams. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2014,
    students: '200+',
    programs: [
      'Lietuvių kalba',
      'Lietuvos istorija',
      'Etnokultūra',
      'Dailė ir rankdarbiai'
    ],
    gallery: []
  },
  {
    id: 'nuotoline-lietuviu-kalbos-mokykla-azuoliukas',
    region: 'Virtualios mokyklos',
    name: 'Nuotolinė lietuvių kalbos mokykla „Ąžuoliukas“',
    director: 'Aldona Vaičiulienė',
    address: 'Nuotoliu',
    email: 'azuoliukas@example.org',
    description: 'Lietuvių kalbos, istorijos ir kultūros pamokos internetu vaikams visoje JK.',
    fullDescription: 'Nuotolinė lietuvių kalbos mokykla „Ąžuoliukas“ veikia nuo 2018 metų. Mokiniai mokosi skaityti ir rašyti lietuviškai, susipažįsta su Lietuvos istorija ir geografija, ruošiasi šventėms ir konkursams. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2018,
    students: '90+',
    programs: [],
    gallery: []
  },
  {
    id: 'londono-lituanistine-mokykla-gintarelis',
    region: 'Londonas',
    name: 'Londono lituanistinė mokykla „Gintarėlis“',
    director: 'Jūratė Mikalauskienė',
    address: 'St Mary’s Hall, Stratfordas, Londonas',
    email: 'gintarelis@example.org',
    phone: '020 7946 0801',
    website: 'https://gintarelis.example.org',
    social: 'https://facebook.example.org/gintarelis',
    description: 'Šeštadieninė mokykla: lietuvių kalba, Lietuvos istorija, geografija ir tradicijos.',
    fullDescription: 'Londono lituanistinė mokykla „Gintarėlis“ veikia nuo 2006 metų. Mokiniai mokosi skaityti ir rašyti lietuviškai, susipažįsta su Lietuvos istorija ir geografija, ruošiasi šventėms ir konkursams. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2006,
    students: '150+',
    programs: [],
    gallery: []
  },
  {
    id: 'lietuviu-vaiku-darzelis-boruzele',
    region: 'Londonas',
    name: 'Lietuvių vaikų darželis „Boružėlė“',
    director: 'Eglė Kazakevičienė',
    address: 'Community Centre, Leytonas, Londonas',
    email: 'boruzele@example.org',
    phone: '020 7946 0802',
    website: 'https://boruzele.example.org',
    description: 'Lietuviškas darželis ikimokyklinukams: žaidimai, dainos ir pirmieji žodžiai lietuviškai.',
    fullDescription: 'Lietuvių vaikų darželis „Boružėlė“ veikia nuo 2012 metų. Mažieji mokosi lietuviškų dainų, eilėraščių ir žaidimų, švenčia tradicines šventes. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2012,
    students: '30+',
    programs: [],
    gallery: []
  },
  {
    id: 'siaures-londono-lituanistine-mokykla-ziburelis',
    region: 'Londonas',
    name: 'Šiaurės Londono lituanistinė mokykla „Žiburėlis“',
    director: 'Violeta Sadauskienė',
    address: 'Church Hall, Barnetas, Londonas',
    email: 'ziburelis@example.org',
    phone: '020 7946 0803',
    social: 'https://facebook.example.org/ziburelis',
    description: 'Šeštadieninė mokykla: lietuvių kalba, Lietuvos istorija, geografija ir tradicijos.',
    fullDescription: 'Šiaurės Londono lituanistinė mokykla „Žiburėlis“ veikia nuo 2010 metų. Mokiniai mokosi skaityti ir rašyti lietuviškai, susipažįsta su Lietuvos istorija ir geografija, ruošiasi šventėms ir konkursams. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2010,
    students: '80+',
    programs: [
      'Lietuvių kalba',
      'Lietuvos istorija',
      'Etnokultūra',
      'Dailė ir rankdarbiai'
    ],
    gallery: []
  },
  {
    id: 'pietu-londono-lituanistine-mokykla-saulute',
    region: 'Londonas',
    name: 'Pietų Londono lituanistinė mokykla „Saulutė“',
    director: 'Ramunė Lukošienė',
    address: 'Library Hall, Kroidonas, Londonas',
    email: 'saulute@example.org',
    phone: '020 7946 0804',
    website: 'https://saulute.example.org',
    description: 'Šeštadieninė mokykla: lietuvių kalba, Lietuvos istorija, geografija ir tradicijos.',
    fullDescription: 'Pietų Londono lituanistinė mokykla „Saulutė“ veikia nuo 2011 metų. Mokiniai mokosi skaityti ir rašyti lietuviškai, susipažįsta su Lietuvos istorija ir geografija, ruošiasi šventėms ir konkursams. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2011,
    students: '70+',
    programs: [],
    gallery: []
  },
  {
    id: 'vakaru-londono-darzelis-peledziukas',
    region: 'Londonas',
    name: 'Vakarų Londono darželis „Pelėdžiukas“',
    director: 'Justina Mažeikaitė',
    address: 'Family Centre, Hanvelas, Londonas',
    email: 'peledziukas@example.org',
    phone: '020 7946 0805',
    website: 'https://peledziukas.example.org',
    social: 'https://facebook.example.org/peledziukas',
    description: 'Lietuviškas darželis ikimokyklinukams: žaidimai, dainos ir pirmieji žodžiai lietuviškai.',
    fullDescription: 'Vakarų Londono darželis „Pelėdžiukas“ veikia nuo 2016 metų. Mažieji mokosi lietuviškų dainų, eilėraščių ir žaidimų, švenčia tradicines šventes. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2016,
    students: '25+',
    programs: [],
    gallery: []
  },
  {
    id: 'mancesterio-lituanistine-mokykla-vytis',
    region: 'Mančesteris',
    name: 'Mančesterio lituanistinė mokykla „Vytis“',
    director: 'Regina Kairytė',
    address: 'St Joseph’s Hall, Mančesteris',
    email: 'vytis@example.org',
    phone: '0161 496 0806',
    description: 'Šeštadieninė mokykla: lietuvių kalba, Lietuvos istorija, geografija ir tradicijos.',
    fullDescription: 'Mančesterio lituanistinė mokykla „Vytis“ veikia nuo 2008 metų. Mokiniai mokosi skaityti ir rašyti lietuviškai, susipažįsta su Lietuvos istorija ir geografija, ruošiasi šventėms ir konkursams. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2008,
    students: '120+',
    programs: [],
    gallery: []
  },
  {
    id: 'mancesterio-lietuviu-darzelis-kiskutis',
    region: 'Mančesteris',
    name: 'Mančesterio lietuvių darželis „Kiškutis“',
    director: 'Diana Bagdonienė',
    address: 'Community Hub, Salfordas',
    email: 'kiskutis@example.org',
    phone: '0161 496 0807',
    website: 'https://kiskutis.example.org',
    social: 'https://facebook.example.org/kiskutis',
    description: 'Lietuviškas darželis ikimokyklinukams: žaidimai, dainos ir pirmieji žodžiai lietuviškai.',
    fullDescription: 'Mančesterio lietuvių darželis „Kiškutis“ veikia nuo 2017 metų. Mažieji mokosi lietuviškų dainų, eilėraščių ir žaidimų, švenčia tradicines šventes. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2017,
    students: '20+',
    programs: [
      'Lietuvių kalba',
      'Lietuvos istorija',
      'Etnokultūra',
      'Dailė ir rankdarbiai'
    ],
    gallery: []
  },
  {
    id: 'boltono-lituanistine-mokykla-ruta',
    region: 'Mančesteris',
    name: 'Boltono lituanistinė mokykla „Rūta“',
    director: 'Natalija Jurevičienė',
    address: 'Town Hall Rooms, Boltonas',
    email: 'ruta@example.org',
    phone: '0161 496 0808',
    website: 'https://ruta.example.org',
    description: 'Šeštadieninė mokykla: lietuvių kalba, Lietuvos istorija, geografija ir tradicijos.',
    fullDescription: 'Boltono lituanistinė mokykla „Rūta“ veikia nuo 2013 metų. Mokiniai mokosi skaityti ir rašyti lietuviškai, susipažįsta su Lietuvos istorija ir geografija, ruošiasi šventėms ir konkursams. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2013,
    students: '45+',
    programs: [],
    gallery: []
  },
  {
    id: 'belfasto-lituanistine-mokykla-gintaras',
    region: 'Šiaurės Airija',
    name: 'Belfasto lituanistinė mokykla „Gintaras“',
    director: 'Sigita Laurinavičienė',
    address: 'Community Centre, Belfastas',
    email: 'gintaras@example.org',
    phone: '07700 900801',
    social: 'https://facebook.example.org/gintaras',
    description: 'Šeštadieninė mokykla: lietuvių kalba, Lietuvos istorija, geografija ir tradicijos.',
    fullDescription: 'Belfasto lituanistinė mokykla „Gintaras“ veikia nuo 2009 metų. Mokiniai mokosi skaityti ir rašyti lietuviškai, susipažįsta su Lietuvos istorija ir geografija, ruošiasi šventėms ir konkursams. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2009,
    students: '60+',
    programs: [],
    gallery: []
  },
  {
    id: 'dangano-lituanistine-mokykla-trys-spalvos',
    region: 'Šiaurės Airija',
    name: 'Dangano lituanistinė mokykla „Trys spalvos“',
    director: 'Asta Stonkienė',
    address: 'Parish Hall, Danganonas',
    email: 'trys-spalvos@example.org',
    phone: '07700 900802',
    website: 'https://trys-spalvos.example.org',
    description: 'Šeštadieninė mokykla: lietuvių kalba, Lietuvos istorija, geografija ir tradicijos.',
    fullDescription: 'Dangano lituanistinė mokykla „Trys spalvos“ veikia nuo 2007 metų. Mokiniai mokosi skaityti ir rašyti lietuviškai, susipažįsta su Lietuvos istorija ir geografija, ruošiasi šventėms ir konkursams. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2007,
    students: '55+',
    programs: [],
    gallery: []
  },
  {
    id: 'portadauno-lietuviu-darzelis-smalsuciai',
    region: 'Šiaurės Airija',
    name: 'Portadauno lietuvių darželis „Smalsučiai“',
    director: 'Ieva Paškevičiūtė',
    address: 'Family Centre, Portadaunas',
    email: 'smalsuciai@example.org',
    phone: '07700 900803',
    website: 'https://smalsuciai.example.org',
    social: 'https://facebook.example.org/smalsuciai',
    description: 'Lietuviškas darželis ikimokyklinukams: žaidimai, dainos ir pirmieji žodžiai lietuviškai.',
    fullDescription: 'Portadauno lietuvių darželis „Smalsučiai“ veikia nuo 2019 metų. Mažieji mokosi lietuviškų dainų, eilėraščių ir žaidimų, švenčia tradicines šventes. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2019,
    students: '15+',
    programs: [
      'Lietuvių kalba',
      'Lietuvos istorija',
      'Etnokultūra',
      'Dailė ir rankdarbiai'
    ],
    gallery: []
  },
  {
    id: 'edinburgo-lituanistine-mokykla-pagrandukas',
    region: 'Škotija',
    name: 'Edinburgo lituanistinė mokykla „Pagrandukas“',
    director: 'Loreta Kuzmienė',
    address: 'Church Hall, Edinburgas',
    email: 'pagrandukas@example.org',
    phone: '0131 496 0809',
    description: 'Šeštadieninė mokykla: lietuvių kalba, Lietuvos istorija, geografija ir tradicijos.',
    fullDescription: 'Edinburgo lituanistinė mokykla „Pagrandukas“ veikia nuo 2010 metų. Mokiniai mokosi skaityti ir rašyti lietuviškai, susipažįsta su Lietuvos istorija ir geografija, ruošiasi šventėms ir konkursams. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2010,
    students: '50+',
    programs: [],
    gallery: []
  },
  {
    id: 'glazgo-lituanistine-mokykla-baltija',
    region: 'Škotija',
    name: 'Glazgo lituanistinė mokykla „Baltija“',
    director: 'Irma Vilkienė',
    address: 'Community Rooms, Glazgas',
    email: 'baltija@example.org',
    phone: '0131 496 0810',
    website: 'https://baltija.example.org',
    social: 'https://facebook.example.org/baltija',
    description: 'Šeštadieninė mokykla: lietuvių kalba, Lietuvos istorija, geografija ir tradicijos.',
    fullDescription: 'Glazgo lituanistinė mokykla „Baltija“ veikia nuo 2008 metų. Mokiniai mokosi skaityti ir rašyti lietuviškai, susipažįsta su Lietuvos istorija ir geografija, ruošiasi šventėms ir konkursams. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2008,
    students: '65+',
    programs: [],
    gallery: []
  },
  {
    id: 'aberdyno-lietuviu-darzelis-nykstukas',
    region: 'Škotija',
    name: 'Aberdyno lietuvių darželis „Nykštukas“',
    director: 'Gintarė Šalkauskienė',
    address: 'Library, Aberdynas',
    email: 'nykstukas@example.org',
    phone: '0131 496 0811',
    website: 'https://nykstukas.example.org',
    description: 'Lietuviškas darželis ikimokyklinukams: žaidimai, dainos ir pirmieji žodžiai lietuviškai.',
    fullDescription: 'Aberdyno lietuvių darželis „Nykštukas“ veikia nuo 2020 metų. Mažieji mokosi lietuviškų dainų, eilėraščių ir žaidimų, švenčia tradicines šventes. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2020,
    students: '15+',
    programs: [],
    gallery: []
  },
  {
    id: 'kardifo-lituanistine-mokykla-kregzdute',
    region: 'Velsas',
    name: 'Kardifo lituanistinė mokykla „Kregždutė“',
    director: 'Jolita Dirgėlienė',
    address: 'Community Hall, Kardifas',
    email: 'kregzdute@example.org',
    phone: '07700 900804',
    social: 'https://facebook.example.org/kregzdute',
    description: 'Šeštadieninė mokykla: lietuvių kalba, Lietuvos istorija, geografija ir tradicijos.',
    fullDescription: 'Kardifo lituanistinė mokykla „Kregždutė“ veikia nuo 2011 metų. Mokiniai mokosi skaityti ir rašyti lietuviškai, susipažįsta su Lietuvos istorija ir geografija, ruošiasi šventėms ir konkursams. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2011,
    students: '40+',
    programs: [
      'Lietuvių kalba',
      'Lietuvos istorija',
      'Etnokultūra',
      'Dailė ir rankdarbiai'
    ],
    gallery: []
  },
  {
    id: 'svonsio-lituanistine-mokykla-versme',
    region: 'Velsas',
    name: 'Svonsio lituanistinė mokykla „Versmė“',
    director: 'Rasa Vilimienė',
    address: 'Youth Centre, Svonsis',
    email: 'versme@example.org',
    phone: '07700 900805',
    website: 'https://versme.example.org',
    description: 'Šeštadieninė mokykla: lietuvių kalba, Lietuvos istorija, geografija ir tradicijos.',
    fullDescription: 'Svonsio lituanistinė mokykla „Versmė“ veikia nuo 2015 metų. Mokiniai mokosi skaityti ir rašyti lietuviškai, susipažįsta su Lietuvos istorija ir geografija, ruošiasi šventėms ir konkursams. Dirbame su Lietuvos švietimo programomis užsienio lietuviams.',
    founded: 2015,
    students: '25+',
    programs: [],
    gallery: []
  }
]
