import { refusalInPageLanguage } from '@/lib/database-refusal'
import { m } from '@/paraglide/messages'

/**
 * The database's refusals of a classified, a reply or a report (supabase/migrations/…_classifieds.sql):
 * each Lithuanian message holds the database's own words, each English one what an English page says.
 */
const knownRefusals = [
  m.classifieds_refusal_markup,
  m.classifieds_refusal_reply_markup,
  m.classifieds_refusal_report_markup,
  m.classifieds_refusal_active_limit,
  m.classifieds_refusal_renew_limit,
  m.classifieds_refusal_renew_own,
  m.classifieds_refusal_closed,
  m.classifieds_refusal_daily_posts,
  m.classifieds_refusal_daily_replies,
]

const byMessage = Object.fromEntries(knownRefusals.map((refusal) => [refusal({}, { locale: 'lt' }), refusal]))

/**
 * What a member reads when the database refuses a classified, a reply or a report: on a
 * Lithuanian page the database's own words (with its detail and hint); on an English page the
 * English for a refusal this area knows, else null (the caller's general message).
 */
export const classifiedRefusal = (error: unknown): string | null => refusalInPageLanguage(error, { byMessage })
