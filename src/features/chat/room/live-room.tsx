import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { User } from '@supabase/supabase-js'
import { TermsConsent } from '@/components/terms-consent'
import { adminQueries } from '@/features/admin/access/queries'
import { formatDateTime } from '@/lib/intl-format'
import { QueryProvider } from '@/lib/query-client'
import type { RoomListing } from '../rooms/room-listing'
import { MessageComposer } from '../components/message-composer'
import { memberName } from '../member-name'
import { ChatMessage } from './chat-message'
import type { ChatMessageRow } from './chat-message-row'
import { MessageScroller } from './message-scroller'
import {
  messageProblem,
  useDeleteMessage,
  useEditMessage,
  useMuteMember,
  usePostMessage,
  useSetHidden,
  writeError,
} from './mutations'
import { chatRoomQueries } from './queries'
import { useRoomChannel } from './use-room-channel'
import { useRoomHistory } from './use-room-history'
import { m } from '@/paraglide/messages'

type LiveRoomProps = { room: RoomListing; user: User }

/**
 * A room for a signed-in reader: history, live messages, presence and the composer. Its own
 * chunk (supabase-js, the query cache), loaded when a signed-in member opens a room.
 */
export function LiveRoom(props: LiveRoomProps) {
  return (
    <QueryProvider>
      <LiveRoomContent {...props} />
    </QueryProvider>
  )
}

function LiveRoomContent({ room, user }: LiveRoomProps) {
  const isAdmin = Boolean(useQuery(adminQueries.me(user.id)).data)
  const mutedUntil = useQuery({ ...chatRoomQueries.mutedUntil(user.id), enabled: !room.canWrite })
  // Administrators keep hidden messages in view, marked, so they can show them again.
  const history = useRoomHistory(room.id, isAdmin)
  const { status, present } = useRoomChannel({
    roomId: room.id,
    userId: user.id,
    name: memberName(user),
    onMessage: history.apply,
    onRejoined: () => void history.loadNewest(),
  })
  const post = usePostMessage()
  const edit = useEditMessage()
  const remove = useDeleteMessage()
  const setHidden = useSetHidden()
  const mute = useMuteMember()
  const [draft, setDraft] = useState('')
  const [sendError, setSendError] = useState<string | null>(null)
  const [ownSendCount, setOwnSendCount] = useState(0)

  /** Applies a changed message at once (the broadcast follows); a refusal becomes its message. */
  async function saved(change: Promise<ChatMessageRow>, fallback: string): Promise<string | null> {
    try {
      history.apply(await change)
      return null
    } catch (error) {
      return writeError(error, fallback)
    }
  }

  async function send(body: string): Promise<boolean> {
    const problem = messageProblem(body)
    if (problem) {
      setSendError(problem)
      return false
    }
    try {
      history.apply(await post.mutateAsync({ roomId: room.id, body }))
      setSendError(null)
      setOwnSendCount((count) => count + 1)
      return true
    } catch (error) {
      setSendError(writeError(error, m.chat_send_failed()))
      return false
    }
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 text-sm text-slate-700">
        <p role="status">{status === 'live' ? '' : status === 'connecting' ? m.chat_connecting() : m.chat_reconnecting()}</p>
        <details className="relative">
          <summary className="cursor-pointer rounded px-1">{m.chat_in_room_count({ count: present.length })}</summary>
          <ul aria-label={m.chat_in_room()} className="absolute right-0 z-10 mt-1 w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
            {present.map((member) => (
              <li key={member.key} className="flex items-center gap-2 px-2 py-1">
                <span aria-hidden className="size-2 rounded-full bg-green-600" />
                {member.key === user.id ? m.chat_member_you({ name: member.name }) : member.name}
              </li>
            ))}
          </ul>
        </details>
      </div>
      {history.status === 'loading' && <p className="p-4 text-slate-700">{m.chat_messages_loading()}</p>}
      {history.status === 'error' && (
        <p role="alert" className="p-4 text-red-700">
          {m.chat_load_failed()}
        </p>
      )}
      {history.status === 'ready' && history.messages.length === 0 && <p className="p-4 text-slate-700">{m.chat_empty()}</p>}
      <MessageScroller
        label={m.chat_room_log_label({ name: room.name })}
        ids={history.messages.map((message) => message.id)}
        hasOlder={history.hasOlder}
        isLoadingOlder={history.isLoadingOlder}
        onOlder={() => void history.loadOlder()}
        ownSendCount={ownSendCount}
      >
        {history.messages.map((message) => (
          <ChatMessage
            key={message.id}
            message={message}
            isOwn={message.author_id === user.id}
            onEdit={(body) => {
              const problem = messageProblem(body)
              return problem ? Promise.resolve(problem) : saved(edit.mutateAsync({ id: message.id, body }), m.chat_edit_failed())
            }}
            onDelete={() => saved(remove.mutateAsync(message.id), m.chat_delete_failed())}
            moderation={
              isAdmin
                ? {
                    onHide: (hidden, reason) => saved(setHidden.mutateAsync({ id: message.id, hidden, reason }), m.chat_moderation_failed()),
                    onMute: (hours) =>
                      mute.mutateAsync({ userId: message.author_id, hours }).then(
                        () => null,
                        () => m.chat_moderation_failed(),
                      ),
                  }
                : undefined
            }
          />
        ))}
      </MessageScroller>
      {room.canWrite ? (
        <MessageComposer
          label={m.chat_message()}
          placeholder={m.chat_composer_placeholder()}
          value={draft}
          onValueChange={setDraft}
          error={sendError}
          onSend={send}
          note={<TermsConsent className="mt-2" />}
        />
      ) : (
        <p className="border-t border-slate-200 p-3 text-sm text-slate-700">
          {mutedUntil.data ? m.chat_muted_until({ until: formatDateTime(mutedUntil.data) }) : m.chat_read_only()}
        </p>
      )}
    </>
  )
}
