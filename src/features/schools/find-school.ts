import type { School } from '@/features/schools/school'
import { matchesSlugOrId } from '@/lib/slug'

export function findSchool(id: string, items: readonly School[]): School | undefined {
  return items.find((school) => matchesSlugOrId(id, school))
}

/** Shown when a school lists no programmes of its own. */
export const DEFAULT_PROGRAMS = [
  'Lietuvių kalba ir skaitymas',
  'Lietuvos istorija',
  'Lietuvos geografija',
  'Etnokultūra ir tradicijos',
  'Dainos, šokiai ir žaidimai',
  'Pasiruošimas lietuvių kalbos egzaminams',
]

export const SCHOOL_FEATURES = [
  'Patyrę lietuvių kalbos mokytojai',
  'Programos pagal Lietuvos švietimo rekomendacijas užsieniui',
  'Mažos grupės pagal amžių ir kalbos lygį',
  'Valstybinių ir kalendorinių švenčių minėjimai',
  'Bendradarbiavimas su bendruomene ir tėvais',
  'Saugi ir draugiška aplinka vaikams',
]
