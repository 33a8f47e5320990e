import { contentReportReasonLabel, contentReportReasonOptions, type ContentReportReason } from '@/features/content-reports/report-reasons'

/** Why a member reports a classified: the reasons of the one report queue (public.content_reports). */
export type ClassifiedReportReason = ContentReportReason

/** A reason as administrators read it; one the database may add later still shows, as stored. */
export const classifiedReportReasonLabel = contentReportReasonLabel

/** The reasons a member chooses from in 'Pranešti', in the page's language, in the list's order. */
export const classifiedReportReasonOptions = contentReportReasonOptions
