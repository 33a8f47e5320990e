/**
 * The figures of the essential-information page as the app is built with them: the same rows
 * as the essential_facts table's first migration (a backend test compares them). The page
 * paints these, then shows what administrators have stored since.
 */
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
}

const checkedOn = '2026-11-25'
const payRates = 'https://www.gov.uk/national-minimum-wage-rates'

export const essentialFacts = [
  { key: 'national-living-wage', kind: 'amount', label: 'Minimalus darbo užmokestis nuo 21 metų', value: '12,71 £ per valandą', appliesFrom: '2026-04-01', sourceUrl: payRates, checkedOn },
  { key: 'minimum-wage-18-20', kind: 'amount', label: 'Minimalus darbo užmokestis 18–20 metų', value: '10,85 £ per valandą', appliesFrom: '2026-04-01', sourceUrl: payRates, checkedOn },
  { key: 'minimum-wage-under-18', kind: 'amount', label: 'Minimalus darbo užmokestis iki 18 metų ir pameistriams', value: '8,00 £ per valandą', appliesFrom: '2026-04-01', sourceUrl: payRates, checkedOn },
  { key: 'holiday-entitlement', kind: 'amount', label: 'Mokamos atostogos dirbant 5 dienas per savaitę', value: '28 dienos per metus (5,6 savaitės)', appliesFrom: '2009-04-01', sourceUrl: 'https://www.gov.uk/holiday-entitlement-rights', checkedOn },
  { key: 'emergency', kind: 'phone', label: 'Policija, greitoji, gaisrinė', value: '999', appliesFrom: null, sourceUrl: 'https://www.police.uk/pu/contact-us/', checkedOn },
  { key: 'nhs-111', kind: 'phone', label: 'NHS medicininė konsultacija', value: '111', appliesFrom: null, sourceUrl: 'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-use-111/', checkedOn },
  { key: 'police-non-emergency', kind: 'phone', label: 'Policija (ne skubiais atvejais)', value: '101', appliesFrom: null, sourceUrl: 'https://www.police.uk/pu/contact-us/', checkedOn },
  { key: 'hmrc-income-tax', kind: 'phone', label: 'HMRC: pajamų mokestis', value: '0300 200 3300', appliesFrom: null, sourceUrl: 'https://www.gov.uk/contact-hmrc', checkedOn },
  { key: 'universal-credit', kind: 'phone', label: 'DWP: Universal Credit pagalbos linija', value: '0800 328 5644', appliesFrom: null, sourceUrl: 'https://www.gov.uk/universal-credit/contact-universal-credit', checkedOn },
  { key: 'eu-settlement', kind: 'phone', label: 'Home Office: EU Settlement Resolution Centre', value: '0300 123 7379', appliesFrom: null, sourceUrl: 'https://www.gov.uk/contact-ukvi-inside-outside-uk', checkedOn },
  { key: 'lithuanian-embassy', kind: 'phone', label: 'Lietuvos ambasada JK', value: '020 7592 2840', appliesFrom: null, sourceUrl: 'https://uk.mfa.lt', checkedOn },
] as const satisfies readonly EssentialFact[]

export type FactKey = (typeof essentialFacts)[number]['key']
