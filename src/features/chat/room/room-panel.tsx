import { lazy, Suspense, useEffect, useRef } from 'react'
import { ArrowLeft } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useSession } from '@/lib/session/use-session'
import type { ShownRoom } from '../rooms/shown-room'
import { m } from '@/paraglide/messages'

const LiveRoom = lazy(async () => ({ default: (await import('./live-room')).LiveRoom }))

type RoomPanelProps = {
  /** 'loading': the live list has not arrived yet; null: no such room. */
  room: ShownRoom | 'loading' | null
  backLabel: string
  onBack: () => void
}

/**
 * An open room: its header and, for a signed-in reader who may read it, the live room. A
 * signed-out visitor is asked to sign in and stays here (the room is in the address).
 */
export function RoomPanel({ room: requested, backLabel, onBack }: RoomPanelProps) {
  const room = requested === 'loading' ? null : requested
  const { user, isLoading, openSignIn } = useSession()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  let body
  if (requested === 'loading') body = <p className="p-4 text-slate-700">{m.chat_messages_loading()}</p>
  else if (!room) body = <p className="p-4 text-slate-800">{m.chat_room_missing()}</p>
  else if (isLoading || !room.live) body = <p className="p-4 text-slate-700">{m.chat_messages_loading()}</p>
  else if (!user) {
    body = (
      <div className="p-6">
        <h3 className="text-lg font-semibold">{m.chat_sign_in_title()}</h3>
        <p className="mt-2 text-slate-800">{m.chat_sign_in_text()}</p>
        <Button className="mt-4" onClick={openSignIn}>
          {m.account_sign_in()}
        </Button>
      </div>
    )
  } else if (!room.live.canRead) body = <p className="p-4 text-slate-800">{m.chat_members_only()}</p>
  else {
    body = (
      <Suspense fallback={<p className="p-4 text-slate-700">{m.chat_messages_loading()}</p>}>
        <LiveRoom room={room.live} user={user} />
      </Suspense>
    )
  }

  return (
    <section aria-labelledby="kambarys" className="flex h-[640px] max-h-[85vh] flex-col rounded-xl border border-slate-200">
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 p-3">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden /> {backLabel}
        </Button>
        <div className="min-w-0">
          <h2 id="kambarys" ref={heading} tabIndex={-1} className="text-lg font-semibold">
            {room?.name ?? (requested === 'loading' ? m.chat_room() : m.chat_room_not_found())}
          </h2>
          {room?.description && <p className="text-sm text-slate-700">{room.description}</p>}
        </div>
      </div>
      {body}
    </section>
  )
}
