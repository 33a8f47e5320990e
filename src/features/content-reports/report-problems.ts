import { m } from '@/paraglide/messages'
import type { ContentReportReason } from './report-reasons'

/** The longest note the database keeps (content_reports.note). */
export const MAX_NOTE_LENGTH = 1000

/** An address as the database's check reads it: something, '@', something with a dot, no spaces or angle brackets. */
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

export type ReportFields = { reason: ContentReportReason | null; note: string; email: string }
export type ReportProblems = Partial<Record<keyof ReportFields, string>>

/** What keeps a report from being sent, field by field, checked as the database checks it; `needsEmail` for a signed-out visitor. */
export function reportProblems({ reason, note, email }: ReportFields, needsEmail: boolean): ReportProblems {
  const problems: ReportProblems = {}
  if (reason === null) problems.reason = m.report_reason_required()
  if ([...note.trim()].length > MAX_NOTE_LENGTH) problems.note = m.report_note_too_long()
  if (needsEmail) {
    const address = email.trim()
    if (!address) problems.email = m.report_email_required()
    else if (!EMAIL.test(address) || address.length > 254) problems.email = m.report_email_invalid()
  }
  return problems
}
