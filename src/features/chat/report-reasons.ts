/** Why a member reports a chat message (the values public.chat_reports accepts). */
export type ReportReason = 'spam' | 'harassment' | 'hate' | 'inappropriate' | 'other'

export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Šlamštas ar reklama',
  harassment: 'Priekabiavimas ar įžeidinėjimas',
  hate: 'Neapykantos kalba',
  inappropriate: 'Netinkamas turinys',
  other: 'Kita',
}
