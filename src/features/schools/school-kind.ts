import type { School } from '@/features/schools/school'

export type SchoolKind = 'virtual' | 'kindergarten' | 'school'

export const schoolKindLabels: Record<SchoolKind, string> = {
  virtual: 'Virtuali mokykla',
  kindergarten: 'Darželis',
  school: 'Lituanistinė mokykla',
}

/** Virtual if the region is 'Virtualios mokyklos' (or another 'Virtual…' form), kindergarten if the name contains 'darželis'. */
export function schoolKind(school: Pick<School, 'region' | 'name'>): SchoolKind {
  if (school.region.toLocaleLowerCase('lt').startsWith('virtual')) return 'virtual'
  if (school.name.toLocaleLowerCase('lt').includes('darželis')) return 'kindergarten'
  return 'school'
}
