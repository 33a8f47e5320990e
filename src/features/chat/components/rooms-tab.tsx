import { useRef, useState } from 'react'
import { ArrowLeft, Users } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { chatRooms, roomMessages, type ChatRoom } from '@/data/chat'
import { formatTime } from '@/lib/intl-format'
import { countLabel, nouns } from '@/lib/plural'
import { MessageComposer } from './message-composer'
import { MessageList, type ShownMessage } from './message-list'

function toShown(messages: ReadonlyArray<{ id: string; user: string; avatar: string; message: string; time: string; isOwn: boolean }>): ShownMessage[] {
  return messages.map((m) => ({ id: m.id, author: m.user, avatar: m.avatar, time: m.time, isOwn: m.isOwn, body: m.message }))
}

export function RoomsTab() {
  const [room, setRoom] = useState<ChatRoom | null>(null)
  const [sent, setSent] = useState<Record<string, ShownMessage[]>>({})
  const lastRoomButton = useRef<HTMLButtonElement | null>(null)

  if (room) {
    const messages = [...toShown(roomMessages[room.id] ?? []), ...(sent[room.id] ?? [])]
    return (
      <section aria-labelledby="kambarys" className="flex h-[600px] flex-col rounded-xl border border-slate-200">
        <div className="flex items-center gap-3 border-b border-slate-200 p-3">
          <Button
            variant="ghost"
            onClick={() => {
              setRoom(null)
              requestAnimationFrame(() => lastRoomButton.current?.focus())
            }}
          >
            <ArrowLeft aria-hidden /> Grįžti į kambarius
          </Button>
          <h2 id="kambarys" className="text-lg font-semibold">
            {room.name}
          </h2>
        </div>
        <p className="bg-amber-50 px-4 py-2 text-sm text-amber-900">Žinutės matomos tik jums – pokalbiai su kitais nariais dar kuriami.</p>
        <MessageList messages={messages} label={`Kambario „${room.name}“ žinutės`} />
        <MessageComposer
          label="Žinutė"
          placeholder="Rašykite žinutę… (Enter – siųsti, Shift+Enter – nauja eilutė)"
          onSend={(text) =>
            setSent((all) => ({
              ...all,
              [room.id]: [...(all[room.id] ?? []), { id: `own-${Date.now()}`, author: 'Jūs', avatar: 'JŪ', time: formatTime(new Date()), isOwn: true, body: text }],
            }))
          }
        />
      </section>
    )
  }

  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {chatRooms.map((r) => (
        <li key={r.id}>
          <button
            type="button"
            onClick={(event) => {
              lastRoomButton.current = event.currentTarget
              setRoom(r)
            }}
            className="flex h-full w-full flex-col gap-2 rounded-xl border border-slate-200 p-5 text-left hover:border-brand-600 hover:bg-brand-50"
          >
            <span className="text-lg font-semibold text-slate-900">{r.name}</span>
            <span className="text-sm text-slate-700">{r.description}</span>
            <span className="flex items-center gap-3 text-sm text-slate-700">
              <span className="flex items-center gap-1">
                <Users aria-hidden className="size-4" /> {countLabel(r.members, nouns.member)}
              </span>
              <span className="flex items-center gap-1">
                <span aria-hidden className="size-2 rounded-full bg-green-600" /> {countLabel(r.online, nouns.online)}
              </span>
            </span>
            <span className="truncate text-sm text-slate-700">
              {r.time} · {r.lastMessage}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
