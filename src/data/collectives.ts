export type CollectiveType = 'chorai' | 'sokiai' | 'menas' | 'sportas' | 'verslas' | 'kita'

/** Type badges: Šokiai, Sportas, Menas, Verslas, Chorai, Kita. */
export const collectiveTypeLabels: Record<CollectiveType, string> = {
  sokiai: 'Šokiai',
  sportas: 'Sportas',
  menas: 'Menas',
  verslas: 'Verslas',
  chorai: 'Chorai',
  kita: 'Kita',
}

export type Collective = {
  /** The number the first version of the site used; a collective added later is known by its slug. */
  id: number | string
  name: string
  leader: string
  type: CollectiveType
  description: string
  fullDescription: string
  location: string
  members: number
  founded: number
  nextEvent?: string
  /** ISO date of the next event. */
  eventDate?: string
  email: string
  phone?: string
  website?: string
  activities: string[]
  meetingTime: string
  gallery: string[]
}

/** 13 collectives. Contact details are fictional. */
export const collectives: readonly Collective[] = [
  { id: 1, name: 'Tautinių šokių ansamblis „Saulė“', leader: 'Daiva Morkūnienė', type: 'sokiai', location: 'Londonas', members: 48, founded: 2004,
    description: 'Lietuvių liaudies šokiai trims amžiaus grupėms.', fullDescription: 'Ansamblis „Saulė“ šoka lietuvių liaudies šokius nuo 2004 metų. Repetuoja vaikų, jaunimo ir suaugusiųjų grupės; kolektyvas dalyvauja Pasaulio lietuvių dainų šventėse.',
    nextEvent: 'Kalėdinis koncertas', eventDate: '2026-12-13', email: 'saule@example.org', phone: '020 7946 0601', website: 'https://saule.example.org',
    activities: ['Liaudies šokiai', 'Koncertai', 'Dainų šventės'], meetingTime: 'Šeštadieniais 14:00–17:00', gallery: [] },
  { id: 2, name: 'Choras „Gintaras“', leader: 'Virginija Balčiūnaitė', type: 'chorai', location: 'Londonas', members: 32, founded: 1998,
    description: 'Mišrus choras: lietuvių kompozitorių kūriniai ir liaudies dainos.', fullDescription: 'Choras „Gintaras“ dainuoja lietuvių kompozitorių kūrinius, harmonizuotas liaudies dainas ir giesmes. Koncertuoja bendruomenės šventėse ir bažnyčiose.',
    nextEvent: 'Vasario 16-osios koncertas', eventDate: '2027-02-16', email: 'gintaras@example.org', phone: '020 7946 0602',
    activities: ['Choro repeticijos', 'Koncertai', 'Giesmės per šventes'], meetingTime: 'Trečiadieniais 19:00', gallery: [] },
  { id: 3, name: 'Folkloro ansamblis „Vilnelė“', leader: 'Aušra Gedvilienė', type: 'chorai', location: 'Mančesteris', members: 16, founded: 2009,
    description: 'Sutartinės, liaudies dainos ir senieji papročiai.', fullDescription: '„Vilnelė“ puoselėja sutartines, kalendorinių švenčių papročius ir tradicinius instrumentus.',
    email: 'vilnele@example.org', phone: '0161 496 0603', activities: ['Sutartinės', 'Kalendorinės šventės', 'Edukacijos vaikams'], meetingTime: 'Antradieniais 18:30', gallery: [] },
  { id: 4, name: 'Šokių kolektyvas „Jūra“', leader: 'Kęstutis Bružas', type: 'sokiai', location: 'Piterboras', members: 24, founded: 2012,
    description: 'Jaunimo tautinių šokių grupė.', fullDescription: '„Jūra“ – jaunimo kolektyvas, šokantis lietuvių tautinius ir modernizuotus šokius.',
    nextEvent: 'Joninių šventė', eventDate: '2027-06-24', email: 'jura@example.org', phone: '07700 900601', activities: ['Tautiniai šokiai', 'Festivaliai'], meetingTime: 'Penktadieniais 18:00', gallery: [] },
  { id: 5, name: 'Vaikų choras „Vyturėliai“', leader: 'Rima Stasiūnienė', type: 'chorai', location: 'Birmingemas', members: 20, founded: 2015,
    description: 'Choras vaikams nuo 5 metų.', fullDescription: '„Vyturėliai“ moko vaikus lietuviškų dainų ir ugdo meilę gimtajai kalbai.',
    email: 'vyturiai@example.org', activities: ['Dainavimas', 'Koncertai šventėse'], meetingTime: 'Šeštadieniais 12:00', gallery: [] },
  { id: 6, name: 'Teatro studija „Kaukė“', leader: 'Julius Petkevičius', type: 'menas', location: 'Londonas', members: 14, founded: 2011,
    description: 'Lietuviškas mėgėjų teatras.', fullDescription: '„Kaukė“ stato lietuvių dramaturgų pjeses ir vaidinimus vaikams.',
    nextEvent: 'Premjera „Eglė žalčių karalienė“', eventDate: '2027-03-20', email: 'kauke@example.org', phone: '020 7946 0604', activities: ['Spektakliai', 'Vaidybos užsiėmimai'], meetingTime: 'Sekmadieniais 15:00', gallery: [] },
  { id: 7, name: 'Dailės studija „Spalvos“', leader: 'Ingrida Vasiliauskaitė', type: 'menas', location: 'Edinburgas', members: 18, founded: 2016,
    description: 'Piešimo ir tapybos užsiėmimai vaikams ir suaugusiems.', fullDescription: '„Spalvos“ rengia dailės pamokas, parodas ir kūrybines dirbtuves.',
    email: 'spalvos@example.org', phone: '0131 496 0605', activities: ['Tapyba', 'Parodos', 'Dirbtuvės'], meetingTime: 'Šeštadieniais 10:00', gallery: [] },
  { id: 8, name: 'Liaudiškų šokių grupė „Kadagys“', leader: 'Algirdas Mickus', type: 'sokiai', location: 'Belfastas', members: 22, founded: 2008,
    description: 'Liaudies šokiai ir kapela.', fullDescription: '„Kadagys“ šoka ir groja lietuvių liaudies muziką, koncertuoja Šiaurės Airijos festivaliuose.',
    email: 'kadagys@example.org', phone: '07700 900602', activities: ['Šokiai', 'Kapela', 'Festivaliai'], meetingTime: 'Ketvirtadieniais 19:00', gallery: [] },
  { id: 9, name: 'Vokalinis ansamblis „Aidas“', leader: 'Lina Jakubauskienė', type: 'chorai', location: 'Lidsas', members: 10, founded: 2014,
    description: 'Moterų vokalinis ansamblis.', fullDescription: '„Aidas“ atlieka estradines ir liaudies dainas lietuvių kalba.',
    email: 'aidas@example.org', activities: ['Koncertai', 'Konkursai'], meetingTime: 'Pirmadieniais 19:00', gallery: [] },
  { id: 10, name: 'Kanklių ansamblis „Skamba“', leader: 'Genovaitė Rudienė', type: 'menas', location: 'Londonas', members: 9, founded: 2010,
    description: 'Kanklių muzika ir jos mokymas.', fullDescription: '„Skamba“ moko groti kanklėmis ir koncertuoja lietuvių renginiuose.',
    email: 'skamba@example.org', phone: '020 7946 0606', activities: ['Kanklių pamokos', 'Koncertai'], meetingTime: 'Sekmadieniais 13:00', gallery: [] },
  { id: 11, name: 'Vaikų šokių studija „Rūtelė“', leader: 'Vilija Grigaitė', type: 'sokiai', location: 'Glazgas', members: 26, founded: 2013,
    description: 'Šokiai mažiausiems.', fullDescription: '„Rūtelė“ moko vaikus lietuviškų ratelių ir šokių.',
    email: 'rutele@example.org', phone: '0131 496 0607', activities: ['Rateliai', 'Šokiai', 'Šventės'], meetingTime: 'Šeštadieniais 11:00', gallery: [] },
  { id: 12, name: 'Bažnytinis choras „Giesmė“', leader: 'Raimondas Baranauskas', type: 'chorai', location: 'Mančesteris', members: 15, founded: 2002,
    description: 'Giesmės per lietuviškas šv. Mišias.', fullDescription: '„Giesmė“ gieda per lietuviškas šv. Mišias ir religines šventes.',
    email: 'giesme@example.org', phone: '0161 496 0608', activities: ['Giesmės', 'Religinės šventės'], meetingTime: 'Sekmadieniais po Mišių', gallery: [] },
  { id: 13, name: 'Fotografų klubas „Kadras“', leader: 'Tautvydas Jonušas', type: 'menas', location: 'Bristolis', members: 30, founded: 2018,
    description: 'Lietuvių fotografų bendrija.', fullDescription: '„Kadras“ rengia fotografijos pasivaikščiojimus, parodas ir konkursus.',
    email: 'kadras@example.org', website: 'https://kadras.example.org', activities: ['Parodos', 'Fotografijos žygiai', 'Konkursai'], meetingTime: 'Kartą per mėnesį', gallery: [] },
]
