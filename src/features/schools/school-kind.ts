import type { School } from '@/features/schools/school'
import { m } from '@/paraglide/messages'

export type SchoolKind = 'virtual' | 'kindergarten' | 'school'

export const schoolKindLabels: Record<SchoolKind, string> = {
  virtual: 'Virtuali mokykla',
  kindergarten: 'Darželis',
  school: 'Lituanistinė mokykla',
}

const kindMessages: Record<SchoolKind, () => string> = {
  virtual: m.directories_schools_kind_virtual,
  kindergarten: m.directories_schools_kind_kindergarten,
  school: m.directories_schools_kind_school,
}

/** A kind's badge in the page's language: 'Darželis', 'Nursery'. */
export const schoolKindLabel = (kind: SchoolKind): string => kindMessages[kind]()

/** Virtual if the region is 'Virtualios mokyklos' (or another 'Virtual…' form), kindergarten if the name contains 'darželis'. */
export function schoolKind(school: Pick<School, 'region' | 'name'>): SchoolKind {
  if (school.region.toLocaleLowerCase('lt').startsWith('virtual')) return 'virtual'
  if (school.name.toLocaleLowerCase('lt').includes('darželis')) return 'kindergarten'
  return 'school'
}
