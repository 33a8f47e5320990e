import { useLobbyPresence, type LobbyPlace } from './use-lobby-presence'

/**
 * The member's presence in the chat lobby. Its own chunk with supabase-js, loaded for signed-in
 * members only. Renders nothing; `onChange` gets everyone present.
 */
export function LobbyPresence(props: LobbyPlace) {
  useLobbyPresence(props)
  return null
}
