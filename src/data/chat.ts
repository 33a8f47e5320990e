import type { TopicCategory } from '@/features/chat/topic-category'
export { topicCategoryLabels, type TopicCategory } from '@/features/chat/topic-category'

/** A room or topic as seeded: what the chat page shows before the live list arrives. */
export type ChatRoomSnapshot = { slug: string; kind: 'open' | 'community' | 'topic'; name: string; description: string; topicCategory: TopicCategory | null }

/**
 * The rooms and topics of supabase/seeds/chat.sql, so the prerendered chat page lists them at
 * once; the live list from the database then replaces it, in the database's order (community
 * rooms before the open rooms), so nothing moves when it arrives. No counts: every number on the
 * chat page comes from the database or from Realtime presence.
 */
export const chatRoomSnapshot: readonly ChatRoomSnapshot[] = [
  // Created by the seeded member's approved membership; listed for everyone, read by its members.
  { slug: 'mancesterio-lietuviu-bendruomene', kind: 'community', name: 'Mančesterio lietuvių bendruomenė', description: 'Bendruomenės narių pokalbiai.', topicCategory: null },
  { slug: 'bendras', kind: 'open', name: 'Bendras pokalbis', description: 'Visi lietuviai JK – bet kokia tema.', topicCategory: null },
  { slug: 'londonas', kind: 'open', name: 'Londonas', description: 'Londono lietuvių reikalai ir susitikimai.', topicCategory: null },
  { slug: 'darbas', kind: 'open', name: 'Darbas', description: 'Darbo pasiūlymai ir patarimai.', topicCategory: null },
  { slug: 'kultura', kind: 'open', name: 'Kultūra', description: 'Koncertai, knygos, filmai lietuviškai.', topicCategory: null },
  { slug: 'technologijos', kind: 'open', name: 'Technologijos', description: 'IT specialistų kampelis.', topicCategory: null },
  { slug: 'tarptautinis', kind: 'open', name: 'Tarptautinis', description: 'Lietuviai visame pasaulyje.', topicCategory: null },
  { slug: 'nuoma-londone', kind: 'topic', name: 'Būsto nuoma Londone', description: 'Patarimai ir pasiūlymai nuomininkams.', topicCategory: 'bustas' },
  { slug: 'lietuviskas-maistas', kind: 'topic', name: 'Kur rasti lietuviško maisto', description: 'Parduotuvės, kepyklos ir receptai.', topicCategory: 'maistas' },
  { slug: 'karjera-it', kind: 'topic', name: 'Karjera IT srityje', description: 'CV, pokalbiai ir atlyginimai.', topicCategory: 'karjera' },
  { slug: 'vaikai-mokykla', kind: 'topic', name: 'Vaikai ir mokykla JK', description: 'Mokyklų pasirinkimas ir dvikalbystė.', topicCategory: 'seima' },
  { slug: 'skrydziai-namo', kind: 'topic', name: 'Skrydžiai namo', description: 'Pigūs skrydžiai ir kelionės į Lietuvą.', topicCategory: 'keliones' },
  { slug: 'savas-verslas', kind: 'topic', name: 'Savo verslo pradžia', description: 'Įmonės steigimas ir mokesčiai JK.', topicCategory: 'verslas' },
]
