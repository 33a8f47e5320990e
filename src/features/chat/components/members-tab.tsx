import { Button } from '@/components/ui/button'
import { useSession } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages'
import type { ShownRoom } from '../rooms/shown-room'
import type { LobbyMember } from '../lobby/lobby-member'

type MembersTabProps = { members: readonly LobbyMember[] | null; rooms: readonly ShownRoom[] }

/** Who is in the chat now (Realtime presence), and in which room. Signed-in members only. */
export function MembersTab({ members, rooms }: MembersTabProps) {
  const { user, openSignIn } = useSession()
  if (!user) {
    return (
      <div className="rounded-xl border border-slate-200 p-6">
        <p className="text-slate-800">{m.chat_members_signed_out()}</p>
        <Button className="mt-4" onClick={openSignIn}>
          {m.account_sign_in()}
        </Button>
      </div>
    )
  }
  if (!members) return <p role="status">{m.chat_connecting()}</p>
  const roomName = (id: string | null) => (id ? rooms.find((room) => room.live?.id === id)?.name : undefined)
  return (
    <section aria-labelledby="prisijunge" className="space-y-4">
      <h2 id="prisijunge" className="text-xl font-semibold">
        {m.chat_members_heading({ count: members.length })}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => (
          <li key={member.key} className="flex items-center gap-3 rounded-xl border border-slate-200 p-4">
            <span aria-hidden className="size-2.5 shrink-0 rounded-full bg-green-600" />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">
                {member.key === user.id ? m.chat_member_you({ name: member.name }) : member.name}
              </span>
              <span className="block text-sm text-slate-700">{roomName(member.roomId) ?? m.chat_in_room_list()}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
