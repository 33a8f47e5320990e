import { perLocale } from '@/lib/i18n/per-locale'
import { m } from '@/paraglide/messages'

/** Why a member reports a chat message (the values public.chat_reports accepts). */
export type ReportReason = 'spam' | 'harassment' | 'hate' | 'inappropriate' | 'other'

/** The reasons in Lithuanian, as the administrators' report queue names them. */
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Šlamštas ar reklama',
  harassment: 'Priekabiavimas ar įžeidinėjimas',
  hate: 'Neapykantos kalba',
  inappropriate: 'Netinkamas turinys',
  other: 'Kita',
}

/** The reasons in the page's language, as the member's report form offers them. */
export const reportReasonOptions = perLocale(
  (): Record<ReportReason, string> => ({
    spam: m.chat_reason_spam(),
    harassment: m.chat_reason_harassment(),
    hate: m.chat_reason_hate(),
    inappropriate: m.chat_reason_inappropriate(),
    other: m.chat_reason_other(),
  }),
)
