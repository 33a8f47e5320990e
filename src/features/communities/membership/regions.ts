import { normalizeText } from '@/lib/search'
import { m } from '@/paraglide/messages'

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

/**
 * A region's name in the page's language. The form sends (and profiles keep) the Lithuanian
 * name whatever the page's language: only the label is translated.
 */
const regionNames: Record<string, () => string> = {
  'Šiaurės Rytų Anglija': m.communities_region_north_east,
  'Šiaurės Vakarų Anglija': m.communities_region_north_west,
  'Jorkšyras ir Hamberis': m.communities_region_yorkshire,
  'Rytų Midlendas': m.communities_region_east_midlands,
  'Vakarų Midlendas': m.communities_region_west_midlands,
  'Rytų Anglija': m.communities_region_east_of_england,
  Londonas: m.communities_region_london,
  'Pietryčių Anglija': m.communities_region_south_east,
  'Pietvakarių Anglija': m.communities_region_south_west,
  Velsas: m.communities_region_wales,
  Škotija: m.communities_region_scotland,
  'Šiaurės Airija': m.communities_region_northern_ireland,
  'Centrinis Londonas': m.communities_region_central_london,
  'Šiaurės Londonas': m.communities_region_north_london,
  'Rytų Londonas': m.communities_region_east_london,
  'Pietų Londonas': m.communities_region_south_london,
  'Vakarų Londonas': m.communities_region_west_london,
  'Už Londono ribų': m.communities_region_outside_london,
  'Mančesterio centras': m.communities_region_manchester_centre,
  Salfordas: m.communities_region_salford,
  Stokportas: m.communities_region_stockport,
  Traffordas: m.communities_region_trafford,
  Oldhamas: m.communities_region_oldham,
  Boltonas: m.communities_region_bolton,
  Beris: m.communities_region_bury,
  Ročdeilas: m.communities_region_rochdale,
  Teimsaidas: m.communities_region_tameside,
  Viganas: m.communities_region_wigan,
  'Už Didžiojo Mančesterio ribų': m.communities_region_outside_manchester,
}

export const regionLabel = (region: string): string => regionNames[region]?.() ?? region
