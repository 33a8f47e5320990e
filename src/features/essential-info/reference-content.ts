import type { FactKey } from '@/features/essential-info/essential-fact'

/** The number and its name come from the fact. */
export type EmergencyContact = { fact: FactKey; description: string }
export type Authority = { name: string; description: string; website: string; phoneFact?: FactKey }
/** `facts` are shown first, each with its value, date and source; then the plain `points`. */
export type RightsTopic = { title: string; facts?: readonly FactKey[]; points: string[] }
export type Guide = {
  name: string
  /** 'TXT' for files shipped with the site; 'Oficialus šaltinis' for gov.uk and similar pages. */
  type: string
  /** A file under public/files, or an official page. */
  href: string
  /** Bytes of the shipped file (checked by a test); undefined for external pages. */
  size?: number
}

export const emergencyContacts: readonly EmergencyContact[] = [
  { fact: 'emergency', description: 'Skubi pagalba, kai gresia pavojus gyvybei.' },
  { fact: 'nhs-111', description: 'Neskubi medicininė pagalba visą parą.' },
  { fact: 'police-non-emergency', description: 'Pranešti apie nusikaltimą, kai nėra skubu.' },
]

/** Each phone number is a fact with its source; none where there is no single public line. */
export const authorities: readonly Authority[] = [
  { name: 'GOV.UK', description: 'Oficiali JK vyriausybės informacija: vizos, mokesčiai, darbas, švietimas.', website: 'https://www.gov.uk' },
  { name: 'HMRC', description: 'Mokesčiai ir nacionalinis draudimas. Telefonu – pajamų mokesčio klausimai.', website: 'https://www.gov.uk/government/organisations/hm-revenue-customs', phoneFact: 'hmrc-income-tax' },
  { name: 'DWP: Universal Credit', description: 'Išmokos ir Universal Credit pagalbos linija (nemokama).', website: 'https://www.gov.uk/universal-credit', phoneFact: 'universal-credit' },
  { name: 'Home Office: EU Settlement Scheme', description: 'Settled / pre-settled statusas: EU Settlement Resolution Centre.', website: 'https://www.gov.uk/settled-status-eu-citizens-families', phoneFact: 'eu-settlement' },
  { name: 'NHS', description: 'Sveikatos priežiūra: šeimos gydytojai, ligoninės, skiepai. Neskubi pagalba – NHS 111.', website: 'https://www.nhs.uk', phoneFact: 'nhs-111' },
  { name: 'Lietuvos ambasada JK', description: 'Pasai, asmens tapatybės kortelės, konsulinė pagalba.', website: 'https://uk.mfa.lt', phoneFact: 'lithuanian-embassy' },
  { name: 'Citizens Advice', description: 'Nemokamos konsultacijos: darbas, būstas, skolos.', website: 'https://www.citizensadvice.org.uk' },
]

export const rights: readonly RightsTopic[] = [
  {
    title: 'Darbuotojų teisės',
    facts: ['national-living-wage', 'minimum-wage-18-20', 'minimum-wage-under-18', 'holiday-entitlement'],
    points: ['Teisė į rašytinę darbo sutartį ir darbo užmokesčio lapelį (payslip).'],
  },
  {
    title: 'Nuomininkų teisės',
    points: ['Užstatas turi būti saugomas valstybės patvirtintoje schemoje.', 'Iškeldinti galima tik tinkamai įspėjus raštu.', 'Būstas turi būti saugus ir tinkamas gyventi.'],
  },
  {
    title: 'Sveikatos priežiūra',
    points: ['Registracija pas šeimos gydytoją (GP) nemokama.', 'Skubi pagalba ligoninėje (A&E) teikiama visiems.', 'Vaikams ir nėščiosioms receptiniai vaistai nemokami.'],
  },
]

export const guides: readonly Guide[] = [
  { name: 'Atvykusiojo į JK atmintinė', type: 'TXT', href: '/files/atvykusiojo-atmintine.txt', size: 1143 },
  { name: 'Nuomininko teisės: atmintinės lapas', type: 'TXT', href: '/files/nuomininko-teises.txt', size: 597 },
  { name: 'National Insurance numerio prašymas', type: 'Oficialus šaltinis', href: 'https://www.gov.uk/apply-national-insurance-number' },
  { name: 'EU Settlement Scheme statuso patikra', type: 'Oficialus šaltinis', href: 'https://www.gov.uk/view-prove-immigration-status' },
  { name: 'Registracija pas šeimos gydytoją (GP)', type: 'Oficialus šaltinis', href: 'https://www.nhs.uk/nhs-services/gps/how-to-register-with-a-gp-surgery/' },
  { name: 'Savarankiškai dirbančiųjų mokesčių deklaracija', type: 'Oficialus šaltinis', href: 'https://www.gov.uk/self-assessment-tax-returns' },
]
