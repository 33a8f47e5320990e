import { useMutation } from '@tanstack/react-query'
import type { PostgrestError } from '@supabase/supabase-js'
import { refusalInPageLanguage } from '@/lib/database-refusal'
import { getLocale } from '@/lib/i18n/locale'
import { supabase } from '@/lib/supabase/client'
import { m } from '@/paraglide/messages'
import type { ContentReportReason } from './report-reasons'
import type { ReportTarget } from './report-target'
import { ReportTargetMissingError, targetId } from './target-id'

export type ReportInput = {
  target: ReportTarget
  reason: ContentReportReason
  note: string
  /** A signed-out visitor's address (the database asks for one); null for a member. */
  email: string | null
}

/**
 * Sends a report to the one queue (public.content_reports): the database stamps the reporter,
 * keeps a copy of what is reported and applies the limits.
 */
export async function sendReport({ target, reason, note, email }: ReportInput): Promise<void> {
  const id = await targetId(target)
  await supabase
    .from('content_reports')
    .insert({ target_kind: target.kind, target_id: id, reason, note: note.trim() || null, ...(email ? { reporter_email: email.trim() } : {}) })
    .throwOnError()
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport })
}

/** The database's refusals of a report, each Lithuanian message holding its own words and each English one what an English page says. */
const knownRefusals = [
  m.report_refusal_member_limit,
  m.report_refusal_visitor_limit,
  m.report_refusal_email_limit,
  m.report_refusal_all_limit,
  m.report_refusal_email,
  m.report_refusal_markup,
]
const byMessage = Object.fromEntries(knownRefusals.map((refusal) => [refusal({}, { locale: 'lt' }), refusal]))
const byCode = { PT429: m.report_too_many, PT403: m.report_suspended, PT422: m.report_refused_form }

/**
 * What the reporter reads when a report is not taken, in the page's language: already reported,
 * not reportable (gone, or their own), the limits, a suspension or a rule of the form, else a
 * general failure. The form keeps what was typed either way.
 */
export function reportErrorMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as Partial<PostgrestError>
  if (error instanceof ReportTargetMissingError || code === '42501') return m.report_not_allowed()
  if (code === '23505') return m.report_already()
  if (code === '23514') return m.report_email_invalid()
  // The limits' hint is written for API callers, in English: a Lithuanian page shows the message alone.
  if (code === 'PT429' && getLocale() === 'lt') return message || m.report_too_many()
  return refusalInPageLanguage(error, { byMessage, byCode }) ?? m.report_failed()
}
