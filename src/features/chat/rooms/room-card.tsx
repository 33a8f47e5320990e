import { Lock, MessageSquare, Users } from 'lucide-react'
import { topicCategoryLabels } from '@/features/chat/topic-category'
import { formatDateTime } from '@/lib/intl-format'
import { m } from '@/paraglide/messages'
import type { ShownRoom } from './shown-room'

type RoomCardProps = { room: ShownRoom; online: number | null; onOpen: (slug: string) => void }

/**
 * A room or topic in the list: its counts from the database and how many have it open now
 * (Realtime presence).
 */
export function RoomCard({ room, online, onOpen }: RoomCardProps) {
  const live = room.live
  return (
    <button
      type="button"
      data-room={room.slug}
      onClick={() => onOpen(room.slug)}
      className="flex h-full w-full flex-col gap-2 rounded-xl border border-slate-200 p-5 text-left hover:border-brand-600 hover:bg-brand-50"
    >
      {room.topicCategory && <span className="text-sm font-semibold text-brand-700">{topicCategoryLabels()[room.topicCategory]}</span>}
      <span className="text-lg font-semibold text-slate-900">{room.name}</span>
      {room.description && <span className="text-sm text-slate-700">{room.description}</span>}
      <span className="mt-auto flex min-h-5 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        {live && !live.canRead && live.messageCount === null ? (
          <span className="flex items-center gap-1">
            <Lock aria-hidden className="size-4" /> {m.chat_members_only_room()}
          </span>
        ) : (
          live && (
            <>
              <span className="flex items-center gap-1">
                <MessageSquare aria-hidden className="size-4" /> {m.chat_message_count({ count: live.messageCount ?? 0 })}
              </span>
              <span className="flex items-center gap-1">
                <Users aria-hidden className="size-4" /> {m.chat_author_count({ count: live.authorCount ?? 0 })}
              </span>
            </>
          )
        )}
        {online !== null && (
          <span className="flex items-center gap-1">
            <span aria-hidden className="size-2 rounded-full bg-green-600" /> {m.chat_online_count({ count: online })}
          </span>
        )}
      </span>
      <span className="min-h-5 text-sm text-slate-700">{live?.lastMessageAt && m.chat_last_message({ time: formatDateTime(live.lastMessageAt) })}</span>
    </button>
  )
}
