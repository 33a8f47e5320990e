/** Why a member reports a classified (the values public.classified_reports accepts). */
export type ClassifiedReportReason = 'spam' | 'fraud' | 'offensive' | 'prohibited' | 'other'

export const classifiedReportReasonLabels: Record<ClassifiedReportReason, string> = {
  spam: 'Šlamštas ar reklama',
  fraud: 'Sukčiavimas',
  offensive: 'Įžeidžiantis turinys',
  prohibited: 'Draudžiama prekė ar paslauga',
  other: 'Kita',
}

/** A reason as administrators read it; one the database may add later still shows, as stored. */
export const classifiedReportReasonLabel = (reason: string) => classifiedReportReasonLabels[reason as ClassifiedReportReason] ?? reason
