import type { School } from '@/features/schools/school'
import { matchesSlugOrId } from '@/lib/slug'
import { m } from '@/paraglide/messages'

export function findSchool(id: string, items: readonly School[]): School | undefined {
  return items.find((school) => matchesSlugOrId(id, school))
}

/** Shown when a school lists no programmes of its own, in the page's language. */
export const defaultPrograms = (): string[] => [
  m.directories_schools_default_programme_1(),
  m.directories_schools_default_programme_2(),
  m.directories_schools_default_programme_3(),
  m.directories_schools_default_programme_4(),
  m.directories_schools_default_programme_5(),
  m.directories_schools_default_programme_6(),
]

/** What every school's page says it offers, in the page's language. */
export const schoolFeatures = (): string[] => [
  m.directories_schools_feature_1(),
  m.directories_schools_feature_2(),
  m.directories_schools_feature_3(),
  m.directories_schools_feature_4(),
  m.directories_schools_feature_5(),
  m.directories_schools_feature_6(),
]
