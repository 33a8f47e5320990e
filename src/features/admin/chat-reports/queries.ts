import { queryOptions } from '@tanstack/react-query'
import type { ReportReason } from '@/features/chat/report-reasons'
import { supabase } from '@/lib/supabase/client'
import { adminQueries } from '../access/queries'

/** An open report with the reported message and its room, as the queue shows it. */
export type ChatReport = {
  id: string
  reason: ReportReason
  details: string | null
  /** The words as they were reported (an edit or deletion does not change them). */
  messageBody: string
  createdAt: string
  messageId: string
  authorId: string | null
  authorName: string
  isHidden: boolean
  roomName: string
  roomSlug: string
  roomKind: string
}

/** Open reports, oldest first, each with its message and room (three reads: no embedding). */
async function fetchOpenReports(): Promise<ChatReport[]> {
  // Illegal content first (priority 0), then oldest first, as the one queue is read.
  const { data: reports } = await supabase
    .from('content_reports')
    .select('id, reason, note, snapshot, created_at, target_id')
    .eq('target_kind', 'chat_message')
    .eq('status', 'open')
    .order('priority')
    .order('created_at')
    .throwOnError()
  if (reports.length === 0) return []
  const { data: messages } = await supabase
    .from('chat_messages')
    .select('id, room_id, author_id, author_name, hidden_at')
    .in('id', [...new Set(reports.map((report) => report.target_id))])
    .throwOnError()
  const { data: rooms } = await supabase
    .from('chat_rooms')
    .select('id, name, slug, kind')
    .in('id', [...new Set(messages.map((message) => message.room_id))])
    .throwOnError()
  const messageById = new Map(messages.map((message) => [message.id, message]))
  const roomById = new Map(rooms.map((room) => [room.id, room]))
  return reports.map((report) => {
    const message = messageById.get(report.target_id)
    const room = message ? roomById.get(message.room_id) : undefined
    return {
      id: report.id,
      reason: report.reason as ReportReason,
      details: report.note,
      messageBody: report.snapshot,
      createdAt: report.created_at,
      messageId: report.target_id,
      authorId: message?.author_id ?? null,
      authorName: message?.author_name ?? '',
      isHidden: Boolean(message?.hidden_at),
      roomName: room?.name ?? '',
      roomSlug: room?.slug ?? '',
      roomKind: room?.kind ?? '',
    }
  })
}

export const chatReportQueries = {
  all: () => [...adminQueries.all(), 'chat-reports'] as const,
  open: () => queryOptions({ queryKey: [...chatReportQueries.all(), 'open'], queryFn: fetchOpenReports }),
}
