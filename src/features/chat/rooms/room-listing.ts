import type { TopicCategory } from '@/features/chat/topic-category'
import { readPublic } from '@/lib/public-rest'

export type RoomKind = 'open' | 'community' | 'topic'

/** A room or topic as the room list shows it, with its counts and what the reader may do. */
export type RoomListing = {
  id: string
  slug: string
  kind: RoomKind
  name: string
  description: string
  topicCategory: TopicCategory | null
  communityId: string | null
  createdAt: string
  /** Visible messages and distinct authors; null for a community room the reader may not read. */
  messageCount: number | null
  authorCount: number | null
  lastMessageAt: string | null
  canRead: boolean
  canWrite: boolean
}

type RoomRow = {
  id: string
  slug: string
  kind: RoomKind
  name: string
  description: string
  topic_category: TopicCategory | null
  community_id: string | null
  created_at: string
}
type StatsRow = { room_id: string; message_count: number | null; author_count: number | null; last_message_at: string | null; can_read: boolean; can_write: boolean }

/**
 * The rooms and topics that are not hidden, with their counts, as `accessToken`'s owner sees
 * them (signed out: null). A plain fetch, so the chat page's first load carries no supabase-js.
 */
export async function readRoomListing(accessToken: string | null, signal?: AbortSignal): Promise<RoomListing[]> {
  const token = accessToken ?? undefined
  const [rooms, stats] = await Promise.all([
    readPublic<RoomRow>(
      'chat_rooms',
      { select: 'id,slug,kind,name,description,topic_category,community_id,created_at', hidden_at: 'is.null', order: 'sort_order,created_at' },
      signal,
      { accessToken: token },
    ),
    readPublic<StatsRow>('chat_room_stats', { select: 'room_id,message_count,author_count,last_message_at,can_read,can_write' }, signal, { accessToken: token }),
  ])
  const statsByRoom = new Map(stats.map((row) => [row.room_id, row]))
  return rooms.map((room) => {
    const counts = statsByRoom.get(room.id)
    return {
      id: room.id,
      slug: room.slug,
      kind: room.kind,
      name: room.name,
      description: room.description,
      topicCategory: room.topic_category,
      communityId: room.community_id,
      createdAt: room.created_at,
      messageCount: counts?.message_count ?? null,
      authorCount: counts?.author_count ?? null,
      lastMessageAt: counts?.last_message_at ?? null,
      canRead: counts?.can_read ?? false,
      canWrite: counts?.can_write ?? false,
    }
  })
}
