import { m } from '@/paraglide/messages'
import type { EventRegion } from './event'
import type { EventCategory } from './event-summary'

/**
 * The fixed categories and regions (the database's values, in Lithuanian) as the page's language
 * names them. Only what is shown changes: forms, filters and calendars keep the values.
 */
const categoryLabels: Record<EventCategory, () => string> = {
  Kultūra: m.events_category_culture,
  Švietimas: m.events_category_education,
  Sportas: m.events_category_sport,
  Verslas: m.events_category_business,
  Kelionės: m.events_category_travel,
}

const regionLabels: Record<EventRegion, () => string> = {
  Anglija: m.events_region_england,
  Škotija: m.events_region_scotland,
  Velsas: m.events_region_wales,
  'Šiaurės Airija': m.events_region_northern_ireland,
  Nuotoliu: m.events_region_online,
}

/** 'Kultūra' → 'Kultūra' or 'Culture'; a value the list does not know is shown as it is. */
export const categoryLabel = (category: string): string => (categoryLabels as Record<string, () => string>)[category]?.() ?? category

/** 'Škotija' → 'Škotija' or 'Scotland'. */
export const regionLabel = (region: string): string => (regionLabels as Record<string, () => string>)[region]?.() ?? region
