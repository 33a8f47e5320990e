import { getLocale } from '@/lib/i18n/locale'
import { pounds } from '../../../supabase/functions/dispatch-email/templates.js'

/** Pence as the page's language writes pounds: '12,50 £' (as the e-mails do) or '£12.50'. */
export const poundsOf = (pence: unknown) => (getLocale() === 'en' ? `£${(Number(pence) / 100).toFixed(2)}` : pounds(pence))
