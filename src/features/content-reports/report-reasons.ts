import { m } from '@/paraglide/messages'

/** Why someone reports content (the values public.content_reports accepts), in the forms' order. */
export const contentReportReasons = ['illegal', 'scam_or_fraud', 'harassment', 'hate', 'spam', 'personal_data', 'other'] as const

export type ContentReportReason = (typeof contentReportReasons)[number]

/** The reasons in Lithuanian, as the administrators' pages name them. */
export const contentReportReasonLabels: Record<ContentReportReason, string> = {
  illegal: 'Neteisėtas turinys',
  scam_or_fraud: 'Sukčiavimas ar apgaulė',
  harassment: 'Priekabiavimas ar įžeidinėjimas',
  hate: 'Neapykantos kalba',
  spam: 'Šlamštas ar reklama',
  personal_data: 'Kieno nors asmens duomenys be sutikimo',
  other: 'Kita',
}

/** A reason as administrators read it; one the database may add later still shows, as stored. */
export const contentReportReasonLabel = (reason: string) => contentReportReasonLabels[reason as ContentReportReason] ?? reason

/** The reasons a reporter chooses from, in the page's language, in the list's order. */
export const contentReportReasonOptions = (): Array<[ContentReportReason, string]> => [
  ['illegal', m.report_reason_illegal()],
  ['scam_or_fraud', m.report_reason_scam_or_fraud()],
  ['harassment', m.report_reason_harassment()],
  ['hate', m.report_reason_hate()],
  ['spam', m.report_reason_spam()],
  ['personal_data', m.report_reason_personal_data()],
  ['other', m.report_reason_other()],
]
