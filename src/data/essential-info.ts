export type EmergencyContact = { name: string; number: string; description: string }
export type Authority = { name: string; description: string; website: string; phone?: string }
export type RightsTopic = { title: string; points: string[] }
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
  { name: 'Policija, greitoji, gaisrinė', number: '999', description: 'Skubi pagalba, kai gresia pavojus gyvybei.' },
  { name: 'NHS medicininė konsultacija', number: '111', description: 'Neskubi medicininė pagalba visą parą.' },
  { name: 'Policija (ne skubiais atvejais)', number: '101', description: 'Pranešti apie nusikaltimą, kai nėra skubu.' },
]

/** Phone numbers as the authorities publish them (checked against their own contact pages); none where there is no single public line. */
export const authorities: readonly Authority[] = [
  { name: 'GOV.UK', description: 'Oficiali JK vyriausybės informacija: vizos, mokesčiai, darbas, švietimas.', website: 'https://www.gov.uk' },
  { name: 'HMRC', description: 'Mokesčiai ir nacionalinis draudimas. Telefonu – pajamų mokesčio klausimai.', website: 'https://www.gov.uk/government/organisations/hm-revenue-customs', phone: '0300 200 3300' },
  { name: 'DWP: Universal Credit', description: 'Išmokos ir Universal Credit pagalbos linija (nemokama).', website: 'https://www.gov.uk/universal-credit', phone: '0800 328 5644' },
  { name: 'Home Office: EU Settlement Scheme', description: 'Settled / pre-settled statusas: EU Settlement Resolution Centre.', website: 'https://www.gov.uk/settled-status-eu-citizens-families', phone: '0300 123 7379' },
  { name: 'NHS', description: 'Sveikatos priežiūra: šeimos gydytojai, ligoninės, skiepai. Neskubi pagalba – NHS 111.', website: 'https://www.nhs.uk', phone: '111' },
  { name: 'Lietuvos ambasada JK', description: 'Pasai, asmens tapatybės kortelės, konsulinė pagalba.', website: 'https://uk.mfa.lt', phone: '020 7592 2840' },
  { name: 'Citizens Advice', description: 'Nemokamos konsultacijos: darbas, būstas, skolos.', website: 'https://www.citizensadvice.org.uk' },
]

export const rights: readonly RightsTopic[] = [
  {
    title: 'Darbuotojų teisės',
    points: ['Minimalus darbo užmokestis nuo 21 metų – 10,42 £ per valandą.', '28 dienos mokamų atostogų per metus dirbant visą darbo dieną.', 'Teisė į rašytinę darbo sutartį ir darbo užmokesčio lapelį (payslip).'],
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
