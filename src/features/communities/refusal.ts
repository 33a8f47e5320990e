import type { PostgrestError } from '@supabase/supabase-js'
import { refusalInPageLanguage } from '@/lib/database-refusal'
import { m } from '@/paraglide/messages'

/**
 * The database's refusals of the communities' writes, which it words in Lithuanian (the
 * migrations' `raise exception`), each with its words in the page's language.
 */
const byMessage: Record<string, () => string> = {
  'Įraše negali būti HTML žymių: rašykite paprastą tekstą.': m.communities_refusal_entry_markup,
  'Įrašo tvarkytojai keičia tik viešai rodomus duomenis: būseną, adresą ir patikrinimo datą keičia administratoriai.': m.communities_refusal_entry_managers_fields,
  'Mokėjimus pažymi tik bendruomenės valdytojai ir administratoriai.': m.communities_refusal_payment_not_allowed,
  'Atmestai narystei mokėjimo pažymėti negalima.': m.communities_refusal_payment_rejected,
  'Mokėjimo data turi būti ne vėlesnė nei šiandien ir ne ankstesnė nei narystės prašymas.': m.communities_refusal_payment_date,
  'Nurodykite gautą sumą svarais.': m.communities_refusal_payment_amount,
  'Nario mokesčius mato tik bendruomenės valdytojai ir administratoriai.': m.communities_refusal_dues_not_allowed,
}

/**
 * The database's own words for a refused write (see `databaseRefusal`): as they are on a
 * Lithuanian page; on an English page, in English when known, else null (the caller's general
 * message then).
 */
export const communityRefusal = (error: unknown): string | null => refusalInPageLanguage(error, { byMessage })

/** A refusal's English words by its Lithuanian message, whatever its code; null when unknown. */
export function refusalInEnglish(error: unknown): string | null {
  const { message } = (error ?? {}) as Partial<PostgrestError>
  return (message && byMessage[message]?.()) || null
}
