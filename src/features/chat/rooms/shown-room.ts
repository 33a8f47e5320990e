import { chatRoomSnapshot, type TopicCategory } from '@/data/chat'
import type { RoomKind, RoomListing } from './room-listing'

/** A room as the page shows it: from the snapshot until the live list arrives (`live` null). */
export type ShownRoom = {
  slug: string
  kind: RoomKind
  name: string
  description: string
  topicCategory: TopicCategory | null
  live: RoomListing | null
}

/** The live rooms when they have arrived, else the prerendered snapshot. */
export function shownRooms(live: readonly RoomListing[] | undefined): ShownRoom[] {
  if (!live) return chatRoomSnapshot.map((room) => ({ ...room, live: null }))
  return live.map((room) => ({ slug: room.slug, kind: room.kind, name: room.name, description: room.description, topicCategory: room.topicCategory, live: room }))
}
