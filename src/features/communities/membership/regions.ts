import { normalizeText } from '@/lib/search'

/** The 12 UK regions: the default list; London and Manchester communities get their own areas. */
export const ukRegions = [
  'Šiaurės Rytų Anglija',
  'Šiaurės Vakarų Anglija',
  'Jorkšyras ir Hamberis',
  'Rytų Midlendas',
  'Vakarų Midlendas',
  'Rytų Anglija',
  'Londonas',
  'Pietryčių Anglija',
  'Pietvakarių Anglija',
  'Velsas',
  'Škotija',
  'Šiaurės Airija',
] as const

export const londonAreas = [
  'Centrinis Londonas',
  'Šiaurės Londonas',
  'Rytų Londonas',
  'Pietų Londonas',
  'Vakarų Londonas',
  'Už Londono ribų',
] as const

export const manchesterAreas = [
  'Mančesterio centras',
  'Salfordas',
  'Stokportas',
  'Traffordas',
  'Oldhamas',
  'Boltonas',
  'Beris',
  'Ročdeilas',
  'Teimsaidas',
  'Viganas',
  'Už Didžiojo Mančesterio ribų',
] as const

/** London and Manchester communities get their own areas; the rest the UK regions. */
export function regionsFor(community: { id: string; name: string }): readonly string[] {
  const text = normalizeText(`${community.id} ${community.name}`)
  if (text.includes('london')) return londonAreas
  if (text.includes('manchester') || text.includes('mancester')) return manchesterAreas
  return ukRegions
}
