import { lazy, Suspense, useState } from 'react'
import { Plus } from 'lucide-react'
import { ChipFilter } from '@/components/chip-filter'
import { Button } from '@/components/ui/button'
import { topicCategories, topicCategoryLabels, type TopicCategory } from '@/features/chat/topic-category'
import { useSession } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages'
import type { ShownRoom } from '../rooms/shown-room'
import { RoomCard } from '../rooms/room-card'

const NewTopicForm = lazy(async () => ({ default: (await import('../topics/new-topic-form')).NewTopicForm }))

type TopicsTabProps = {
  rooms: readonly ShownRoom[]
  online: Record<string, number> | null
  onOpen: (slug: string) => void
  /** A member started a topic: the list is read again and the topic opens. */
  onCreated: (slug: string) => void
}

/** Threads members start on a topic, by category; the most recently active first. */
export function TopicsTab({ rooms, online, onOpen, onCreated }: TopicsTabProps) {
  const { user, openSignIn } = useSession()
  const [isStarting, setIsStarting] = useState(false)
  const [category, setCategory] = useState<TopicCategory | ''>('')
  const labels = topicCategoryLabels()
  const topics = rooms
    .filter((room) => room.kind === 'topic' && (!category || room.topicCategory === category))
    .sort((a, b) => {
      // ISO times order as strings; the newest activity first.
      const [x, y] = [a, b].map((room) => room.live?.lastMessageAt ?? room.live?.createdAt ?? '')
      return x < y ? 1 : x > y ? -1 : 0
    })

  return (
    <div className="space-y-6">
      {isStarting && user ? (
        <Suspense fallback={<p role="status">{m.chat_loading()}</p>}>
          <NewTopicForm onCreated={onCreated} onCancel={() => setIsStarting(false)} />
        </Suspense>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => (user ? setIsStarting(true) : openSignIn())}>
            <Plus aria-hidden /> {m.chat_start_topic()}
          </Button>
          {!user && <p className="text-sm text-slate-700">{m.chat_topics_sign_in_hint()}</p>}
        </div>
      )}
      <ChipFilter
        label={m.chat_topic_category_label()}
        options={topicCategories}
        optionLabel={(key) => labels[key]}
        allLabel={m.chat_all()}
        value={category}
        onChange={setCategory}
      />
      {topics.length === 0 ? (
        <p className="text-slate-700">{m.chat_no_topics()}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {topics.map((room) => (
            <li key={room.slug}>
              <RoomCard room={room} online={online && room.live ? (online[room.live.id] ?? 0) : null} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
