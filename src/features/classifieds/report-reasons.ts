import { m } from '@/paraglide/messages'

/** Why a member reports a classified (the values public.classified_reports accepts). */
export type ClassifiedReportReason = 'spam' | 'fraud' | 'offensive' | 'prohibited' | 'other'

/** The reasons as administrators read them: their pages stay Lithuanian. */
export const classifiedReportReasonLabels: Record<ClassifiedReportReason, string> = {
  spam: 'Šlamštas ar reklama',
  fraud: 'Sukčiavimas',
  offensive: 'Įžeidžiantis turinys',
  prohibited: 'Draudžiama prekė ar paslauga',
  other: 'Kita',
}

/** A reason as administrators read it; one the database may add later still shows, as stored. */
export const classifiedReportReasonLabel = (reason: string) => classifiedReportReasonLabels[reason as ClassifiedReportReason] ?? reason

/** The reasons a member chooses from in 'Pranešti', in the page's language, in the list's order. */
export const classifiedReportReasonOptions = (): Array<[ClassifiedReportReason, string]> => [
  ['spam', m.classifieds_reason_spam()],
  ['fraud', m.classifieds_reason_fraud()],
  ['offensive', m.classifieds_reason_offensive()],
  ['prohibited', m.classifieds_reason_prohibited()],
  ['other', m.classifieds_reason_other()],
]
