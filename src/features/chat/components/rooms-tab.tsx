import type { ShownRoom } from '../rooms/shown-room'
import { RoomCard } from '../rooms/room-card'

type RoomsTabProps = { rooms: readonly ShownRoom[]; online: Record<string, number> | null; onOpen: (slug: string) => void }

/** The open rooms and the community rooms. */
export function RoomsTab({ rooms, online, onOpen }: RoomsTabProps) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {rooms
        .filter((room) => room.kind !== 'topic')
        .map((room) => (
          <li key={room.slug}>
            <RoomCard room={room} online={online && room.live ? (online[room.live.id] ?? 0) : null} onOpen={onOpen} />
          </li>
        ))}
    </ul>
  )
}
