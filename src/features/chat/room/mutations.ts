import { useMutation } from '@tanstack/react-query'
import type { PostgrestError } from '@supabase/supabase-js'
import { databaseRefusal } from '@/lib/database-refusal'
import { getLocale } from '@/lib/i18n/locale'
import { supabase } from '@/lib/supabase/client'
import { MESSAGE_COLUMNS, type ChatMessageRow } from './chat-message-row'
import { m } from '@/paraglide/messages'

/** The longest message the database accepts (characters). */
export const MAX_MESSAGE_LENGTH = 2000

/** What HTML looks like to the database's check: a tag, not a lone '<'. */
const MARKUP = /<\s*\/?\s*[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?\/?\s*>/

/** Why `body` cannot be sent, checked before asking the database (which checks the same). */
export function messageProblem(body: string): string | null {
  if (!body.trim()) return m.chat_blank()
  if ([...body].length > MAX_MESSAGE_LENGTH) return m.chat_too_long()
  if (MARKUP.test(body)) return m.chat_markup()
  return null
}

/**
 * The database's refusal (it words it in Lithuanian) in English: too many messages, with how
 * many seconds to wait, or topics; muted, until when (London time); HTML tags. Null for others.
 */
function refusalInEnglish(error: unknown): string | null {
  const { code, message = '', details } = (error ?? {}) as Partial<PostgrestError>
  if (code === 'PT422') return m.chat_markup()
  const until = /\d{4}-\d\d-\d\d \d\d:\d\d/.exec(message)?.[0]
  if (code === 'PT403' && until) return m.chat_muted_until_london({ until })
  if (code !== 'PT429') return null
  const seconds = /\d+/.exec(details ?? '')?.[0]
  return seconds ? m.chat_too_many_messages({ seconds }) : m.chat_too_many_topics()
}

/**
 * What to tell the writer when the database refuses: its own words for the limits (PT429: too
 * many messages, with how long to wait; PT403: muted, with until when; PT422: HTML tags), in
 * English on an English page, else `fallback`.
 */
export function writeError(error: unknown, fallback: string): string {
  const refusal = databaseRefusal(error)
  if (refusal) return getLocale() === 'en' ? (refusalInEnglish(error) ?? fallback) : refusal
  if ((error as Partial<PostgrestError> | null)?.code === '23514') return m.chat_too_long()
  return fallback
}

async function post({ roomId, body }: { roomId: string; body: string }): Promise<ChatMessageRow> {
  const { data } = await supabase.from('chat_messages').insert({ room_id: roomId, body }).select(MESSAGE_COLUMNS).single().throwOnError()
  return data
}

async function edit({ id, body }: { id: string; body: string }): Promise<ChatMessageRow> {
  const { data } = await supabase.from('chat_messages').update({ body }).eq('id', id).select(MESSAGE_COLUMNS).single().throwOnError()
  return data
}

/** Marks the message deleted; the database stamps the time and empties the body ('Žinutė ištrinta'). */
async function remove(id: string): Promise<ChatMessageRow> {
  const { data } = await supabase
    .from('chat_messages')
    .update({ deleted_at: new Date().toISOString() })
    .eq('id', id)
    .select(MESSAGE_COLUMNS)
    .single()
    .throwOnError()
  return data
}

export const usePostMessage = () => useMutation({ mutationFn: post })
export const useEditMessage = () => useMutation({ mutationFn: edit })
export const useDeleteMessage = () => useMutation({ mutationFn: remove })

/**
 * An administrator hides a message (it leaves every reader's screen) or shows it again, with the
 * reason its author is told: the same moderation as the report queue's, logged and open to appeal.
 */
async function setHidden({ id, hidden, reason }: { id: string; hidden: boolean; reason: string }): Promise<ChatMessageRow> {
  await supabase.rpc('moderate_content', { target_kind: 'chat_message', target_id: id, action: hidden ? 'hide' : 'restore', reason }).throwOnError()
  const { data } = await supabase.from('chat_messages').select(MESSAGE_COLUMNS).eq('id', id).single().throwOnError()
  return data
}

/** An administrator keeps a member from writing in the chat for `hours`. */
async function mute({ userId, hours }: { userId: string; hours: number }) {
  await supabase
    .from('chat_mutes')
    .insert({ user_id: userId, until: new Date(Date.now() + hours * 3_600_000).toISOString() })
    .throwOnError()
}

export const useSetHidden = () => useMutation({ mutationFn: setHidden })
export const useMuteMember = () => useMutation({ mutationFn: mute })
