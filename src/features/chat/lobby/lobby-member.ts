/** A signed-in member in the chat now, and the room they have open (null: the room list). */
export type LobbyMember = { key: string; name: string; roomId: string | null }

/** How many members have each room open. */
export function onlineByRoom(members: readonly LobbyMember[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const member of members) if (member.roomId) counts[member.roomId] = (counts[member.roomId] ?? 0) + 1
  return counts
}
