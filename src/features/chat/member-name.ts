import type { User } from '@supabase/supabase-js'

/** The name others see in the chat: 'Rūta V.', as the database signs a member's messages. */
export function memberName(user: User): string {
  const first = String(user.user_metadata.first_name ?? '').trim()
  const last = String(user.user_metadata.last_name ?? '').trim()
  return first ? `${first}${last ? ` ${last[0]}.` : ''}` : 'Narys'
}
