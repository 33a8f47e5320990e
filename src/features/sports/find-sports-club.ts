import type { SportsClub } from '@/features/sports/sports-club'
import { matchesSlugOrId } from '@/lib/slug'

export function findSportsClub(slugOrId: string, items: readonly SportsClub[]): SportsClub | undefined {
  return items.find((club) => matchesSlugOrId(slugOrId, club))
}

/** Shown when an organisation lists no achievements of its own. */
export const DEFAULT_ACHIEVEMENTS = [
  'Dalyvavimas JK lietuvių sporto žaidynėse',
  'Draugiškos varžybos su kitų šalių lietuvių klubais',
  'Vaikų ir jaunimo treniruotės',
  'Labdaros turnyrai bendruomenei',
  'Pasaulio lietuvių sporto žaidynių dalyviai',
  'Sveikos gyvensenos renginiai šeimoms',
]
