import type { StudentSociety } from '@/data/student-societies'
import { matchesQuery } from '@/lib/search'

export function filterStudentSocieties(items: readonly StudentSociety[], { q, vieta }: { q: string; vieta: string }) {
  return items.filter((s) => (!vieta || s.location === vieta) && matchesQuery(q, [s.name, s.location]))
}
