import { contentReportReasonLabels, contentReportReasonOptions, type ContentReportReason } from '@/features/content-reports/report-reasons'

/** Why a member reports a chat message: the reasons of the one report queue (public.content_reports). */
export type ReportReason = ContentReportReason

/** The reasons in Lithuanian, as the administrators' report queue names them. */
export const reportReasonLabels: Record<ReportReason, string> = contentReportReasonLabels

/** The reasons in the page's language, as the member's report form offers them. */
export const reportReasonOptions = (): Record<ReportReason, string> => Object.fromEntries(contentReportReasonOptions()) as Record<ReportReason, string>
