import type { SportsClub } from '@/features/sports/sports-club'
import { matchesSlugOrId } from '@/lib/slug'
import { m } from '@/paraglide/messages'

export function findSportsClub(slugOrId: string, items: readonly SportsClub[]): SportsClub | undefined {
  return items.find((club) => matchesSlugOrId(slugOrId, club))
}

/** Shown when an organisation lists no achievements of its own, in the page's language. */
export const defaultAchievements = (): string[] => [
  m.directories_sports_default_achievement_1(),
  m.directories_sports_default_achievement_2(),
  m.directories_sports_default_achievement_3(),
  m.directories_sports_default_achievement_4(),
  m.directories_sports_default_achievement_5(),
  m.directories_sports_default_achievement_6(),
]
