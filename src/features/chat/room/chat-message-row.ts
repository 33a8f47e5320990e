import type { Tables } from '@/lib/supabase/database.types'

/** A message as the room shows it: what the table's policies let a reader select. */
export type ChatMessageRow = Pick<
  Tables<'chat_messages'>,
  'id' | 'room_id' | 'author_id' | 'author_name' | 'body' | 'created_at' | 'edited_at' | 'deleted_at' | 'hidden_at'
>

export const MESSAGE_COLUMNS = 'id, room_id, author_id, author_name, body, created_at, edited_at, deleted_at, hidden_at'

/** Oldest first; messages written in the same microsecond keep a stable order by id. */
export function compareMessages(a: ChatMessageRow, b: ChatMessageRow): number {
  const byTime = Date.parse(a.created_at) - Date.parse(b.created_at)
  return byTime !== 0 ? byTime : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/**
 * `current` with `incoming` added or replacing rows of the same id, oldest first. A message
 * hidden by an administrator leaves the list unless `keepHidden` (administrators see it marked).
 * A hidden message is broadcast without its words: an administrator keeps the words they had.
 */
export function mergeMessages(current: readonly ChatMessageRow[], incoming: readonly ChatMessageRow[], keepHidden: boolean): ChatMessageRow[] {
  const byId = new Map(current.map((message) => [message.id, message]))
  for (const message of incoming) {
    const known = byId.get(message.id)
    const lostWords = message.hidden_at !== null && message.deleted_at === null && message.body === '' && known?.body
    byId.set(message.id, lostWords ? { ...message, body: known.body } : message)
  }
  return [...byId.values()].filter((message) => keepHidden || message.hidden_at === null).sort(compareMessages)
}
