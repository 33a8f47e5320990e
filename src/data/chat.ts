export type ChatRoom = { id: string; name: string; description: string; members: number; online: number; lastMessage: string; time: string; category: string }
export type ChatMessage = { id: string; user: string; avatar: string; message: string; time: string; isOwn: boolean }
export type TopicCategory = 'bustas' | 'maistas' | 'karjera' | 'seima' | 'keliones' | 'verslas'
export type TopicGroup = { id: string; title: string; description: string; category: TopicCategory; posts: number; members: number; trending: boolean; lastActivity: string; tags: string[]; moderator: string }
export type PresenceStatus = 'online' | 'away' | 'busy' | 'offline'
export type CommunityMember = { name: string; status: PresenceStatus; location: string; role: string; specialties: string[]; isHelper: boolean; joinedRecently: boolean }

export const topicCategoryLabels: Record<TopicCategory, string> = {
  bustas: 'Būstas',
  maistas: 'Maistas',
  karjera: 'Karjera',
  seima: 'Šeima',
  keliones: 'Kelionės',
  verslas: 'Verslas',
}

export const presenceLabels: Record<PresenceStatus, string> = {
  online: 'Aktyvus',
  away: 'Pasitraukęs',
  busy: 'Užsiėmęs',
  offline: 'Neprisijungęs',
}

export const chatRooms: readonly ChatRoom[] = [
  { id: 'bendras', name: 'Bendras pokalbis', description: 'Visi lietuviai JK – bet kokia tema.', members: 1240, online: 86, lastMessage: 'Labas visiems iš Lidso!', time: '10:42', category: 'Bendra' },
  { id: 'londonas', name: 'Londonas', description: 'Londono lietuvių reikalai ir susitikimai.', members: 860, online: 54, lastMessage: 'Kas eina į Vasario 16-osios minėjimą?', time: '10:15', category: 'Miestai' },
  { id: 'darbas', name: 'Darbas', description: 'Darbo pasiūlymai ir patarimai.', members: 990, online: 47, lastMessage: 'Ieškau darbo sandėlyje Piterbore', time: '09:58', category: 'Karjera' },
  { id: 'kultura', name: 'Kultūra', description: 'Koncertai, knygos, filmai lietuviškai.', members: 430, online: 19, lastMessage: 'Rekomenduoju naują lietuvišką filmą', time: '09:30', category: 'Kultūra' },
  { id: 'technologijos', name: 'Technologijos', description: 'IT specialistų kampelis.', members: 380, online: 22, lastMessage: 'Kas dirba su React?', time: '08:47', category: 'Karjera' },
  { id: 'tarptautinis', name: 'Tarptautinis', description: 'Lietuviai visame pasaulyje.', members: 520, online: 31, lastMessage: 'Sveiki iš Dublino!', time: '08:12', category: 'Bendra' },
]

const people = [
  ['Rūta V.', 'RV'],
  ['Tomas K.', 'TK'],
  ['Eglė U.', 'EU'],
  ['Andrius M.', 'AM'],
] as const

/** Four seeded messages per room. */
export const roomMessages: Record<string, readonly ChatMessage[]> = Object.fromEntries(
  chatRooms.map((room) => [
    room.id,
    [
      `Sveiki, čia kambarys „${room.name}“!`,
      'Labas! Smagu matyti tiek lietuvių.',
      room.lastMessage,
      'Ačiū už informaciją, labai praverčia.',
    ].map((message, i) => ({ id: `${room.id}-${i}`, user: people[i][0], avatar: people[i][1], message, time: `0${8 + i}:${10 + i * 7}`, isOwn: false })),
  ]),
)

export const topicGroups: readonly TopicGroup[] = [
  { id: 'nuoma-londone', title: 'Būsto nuoma Londone', description: 'Patarimai ir pasiūlymai nuomininkams.', category: 'bustas', posts: 342, members: 1200, trending: true, lastActivity: 'prieš 5 min.', tags: ['nuoma', 'Londonas', 'teisės'], moderator: 'Rūta Vaitkienė' },
  { id: 'lietuviskas-maistas', title: 'Kur rasti lietuviško maisto', description: 'Parduotuvės, kepyklos ir receptai.', category: 'maistas', posts: 215, members: 860, trending: true, lastActivity: 'prieš 20 min.', tags: ['parduotuvės', 'receptai'], moderator: 'Eglė Urbonienė' },
  { id: 'karjera-it', title: 'Karjera IT srityje', description: 'CV, pokalbiai ir atlyginimai.', category: 'karjera', posts: 178, members: 640, trending: false, lastActivity: 'prieš 1 val.', tags: ['IT', 'CV'], moderator: 'Tomas Kazlauskas' },
  { id: 'vaikai-mokykla', title: 'Vaikai ir mokykla JK', description: 'Mokyklų pasirinkimas ir dvikalbystė.', category: 'seima', posts: 264, members: 910, trending: false, lastActivity: 'prieš 2 val.', tags: ['mokykla', 'dvikalbystė'], moderator: 'Jūratė Mikalauskienė' },
  { id: 'skrydziai-namo', title: 'Skrydžiai namo', description: 'Pigūs skrydžiai ir kelionės į Lietuvą.', category: 'keliones', posts: 132, members: 720, trending: false, lastActivity: 'prieš 3 val.', tags: ['skrydžiai', 'atostogos'], moderator: 'Andrius Mockus' },
  { id: 'savas-verslas', title: 'Savo verslo pradžia', description: 'Įmonės steigimas ir mokesčiai JK.', category: 'verslas', posts: 98, members: 410, trending: true, lastActivity: 'prieš 30 min.', tags: ['Ltd', 'mokesčiai'], moderator: 'Jolanta Kazlauskienė' },
]

export const communityMembers: readonly CommunityMember[] = [
  { name: 'Rūta Vaitkienė', status: 'online', location: 'Londonas', role: 'Moderatorius', specialties: ['Būstas', 'Teisės'], isHelper: true, joinedRecently: false },
  { name: 'Eglė Urbonienė', status: 'away', location: 'Notingemas', role: 'Bendruomenės ekspertė', specialties: ['Švietimas', 'Vaikai'], isHelper: true, joinedRecently: false },
  { name: 'Jolanta Kazlauskienė', status: 'busy', location: 'Birmingemas', role: 'Administratorė', specialties: ['Mokesčiai', 'Verslas'], isHelper: true, joinedRecently: false },
  { name: 'Tomas Kazlauskas', status: 'online', location: 'Mančesteris', role: 'Narys', specialties: ['IT', 'Karjera'], isHelper: false, joinedRecently: false },
  { name: 'Greta Šimkienė', status: 'offline', location: 'Noridžas', role: 'Narys', specialties: ['Kelionės'], isHelper: false, joinedRecently: true },
  { name: 'Karolis Vitkus', status: 'online', location: 'Braitonas', role: 'Narys', specialties: ['Sportas'], isHelper: false, joinedRecently: true },
]

export const memberCounters = [
  { value: '247', label: 'Šiuo metu prisijungę' },
  { value: '1,456', label: 'Bendruomenės narių' },
  { value: '34', label: 'Pagalbininkų' },
  { value: '12', label: 'Moderatorių' },
]
