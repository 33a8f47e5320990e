import type { FactKey } from '@/features/essential-info/essential-fact'
import { perLocale } from '@/lib/i18n/per-locale'
import { m } from '@/paraglide/messages'

/** The number and its name come from the fact. */
export type EmergencyContact = { fact: FactKey; description: string }
export type Authority = { name: string; description: string; website: string; phoneFact?: FactKey }
/** `facts` are shown first, each with its value, date and source; then the plain `points`. */
export type RightsTopic = { title: string; facts?: readonly FactKey[]; points: string[] }
export type Guide = {
  name: string
  /** 'TXT' for files shipped with the site; 'Oficialus šaltinis' ('Official source') for gov.uk and similar pages. */
  type: string
  /** A file under public/files, or an official page. */
  href: string
  /** Bytes of the shipped file (checked by a test); undefined for external pages. */
  size?: number
}

// Each list is built in the page's language when the page first asks for it.

export const emergencyContacts = perLocale((): readonly EmergencyContact[] => [
  { fact: 'emergency', description: m.info_emergency_999() },
  { fact: 'nhs-111', description: m.info_emergency_111() },
  { fact: 'police-non-emergency', description: m.info_emergency_101() },
])

/** Each phone number is a fact with its source; none where there is no single public line. */
export const authorities = perLocale((): readonly Authority[] => [
  { name: 'GOV.UK', description: m.info_authority_govuk(), website: 'https://www.gov.uk' },
  { name: 'HMRC', description: m.info_authority_hmrc(), website: 'https://www.gov.uk/government/organisations/hm-revenue-customs', phoneFact: 'hmrc-income-tax' },
  { name: 'DWP: Universal Credit', description: m.info_authority_dwp(), website: 'https://www.gov.uk/universal-credit', phoneFact: 'universal-credit' },
  { name: 'Home Office: EU Settlement Scheme', description: m.info_authority_home_office(), website: 'https://www.gov.uk/settled-status-eu-citizens-families', phoneFact: 'eu-settlement' },
  { name: 'NHS', description: m.info_authority_nhs(), website: 'https://www.nhs.uk', phoneFact: 'nhs-111' },
  { name: m.info_authority_embassy_name(), description: m.info_authority_embassy(), website: 'https://uk.mfa.lt', phoneFact: 'lithuanian-embassy' },
  { name: 'Citizens Advice', description: m.info_authority_citizens_advice(), website: 'https://www.citizensadvice.org.uk' },
])

export const rights = perLocale((): readonly RightsTopic[] => [
  {
    title: m.info_rights_workers(),
    facts: ['national-living-wage', 'minimum-wage-18-20', 'minimum-wage-under-18', 'holiday-entitlement'],
    points: [m.info_rights_workers_contract()],
  },
  {
    title: m.info_rights_tenants(),
    points: [m.info_rights_tenants_deposit(), m.info_rights_tenants_eviction(), m.info_rights_tenants_safe()],
  },
  {
    title: m.info_rights_health(),
    points: [m.info_rights_health_gp(), m.info_rights_health_ae(), m.info_rights_health_prescriptions()],
  },
])

export const guides = perLocale((): readonly Guide[] => {
  const official = m.info_guide_official_source()
  return [
    { name: m.info_guide_newcomer(), type: 'TXT', href: '/files/atvykusiojo-atmintine.txt', size: 1143 },
    { name: m.info_guide_tenant(), type: 'TXT', href: '/files/nuomininko-teises.txt', size: 597 },
    { name: m.info_guide_ni_number(), type: official, href: 'https://www.gov.uk/apply-national-insurance-number' },
    { name: m.info_guide_eu_settlement(), type: official, href: 'https://www.gov.uk/view-prove-immigration-status' },
    { name: m.info_guide_gp(), type: official, href: 'https://www.nhs.uk/nhs-services/gps/how-to-register-with-a-gp-surgery/' },
    { name: m.info_guide_self_assessment(), type: official, href: 'https://www.gov.uk/self-assessment-tax-returns' },
  ]
})
