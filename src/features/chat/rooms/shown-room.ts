import type { TopicCategory } from '@/features/chat/topic-category'
import type { RoomKind, RoomListing } from './room-listing'

/** A room as the page shows it, with its listing (counts, what the reader may do). */
export type ShownRoom = {
  slug: string
  kind: RoomKind
  name: string
  description: string
  topicCategory: TopicCategory | null
  live: RoomListing | null
}

/** The rooms of a listing (none while it is being read). */
export function shownRooms(live: readonly RoomListing[] | undefined): ShownRoom[] {
  if (!live) return []
  return live.map((room) => ({ slug: room.slug, kind: room.kind, name: room.name, description: room.description, topicCategory: room.topicCategory, live: room }))
}
