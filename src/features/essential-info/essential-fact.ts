/** A figure of the essential-information page, as the essential_facts table stores it. */
export type EssentialFact = {
  key: string
  /** An amount applies from a date; a phone number's source states none. */
  kind: 'amount' | 'phone'
  label: string
  value: string
  /** YYYY-MM-DD, London time; null for phone numbers. */
  appliesFrom: string | null
  /** The official page the figure comes from (https only). */
  sourceUrl: string
  /** YYYY-MM-DD: when an administrator last checked the figure against its source. */
  checkedOn: string
  /** The language of the label and value: Lithuanian where an English page has no translation of them. */
  contentLocale: 'lt' | 'en'
}

/**
 * The facts the page places, by key; their figures live in the database only (a backend test
 * checks that every key here is stored).
 */
export const factKeys = [
  'national-living-wage',
  'minimum-wage-18-20',
  'minimum-wage-under-18',
  'holiday-entitlement',
  'emergency',
  'nhs-111',
  'police-non-emergency',
  'hmrc-income-tax',
  'universal-credit',
  'eu-settlement',
  'lithuanian-embassy',
] as const

export type FactKey = (typeof factKeys)[number]
