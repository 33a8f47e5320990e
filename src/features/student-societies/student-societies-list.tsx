import { paths } from '@/app/paths'
import { studentSocietiesDirectory } from '@/features/directory/definitions/student-societies'
import type { DirectoryListDefinition } from '@/features/directory/list/list-definition'
import { pluralize } from '@/lib/plural'
import { StudentSocietyCard } from './components/student-society-card'

/** The student societies directory's list page. */
export const studentSocietiesList: DirectoryListDefinition<'student_societies'> = {
  directory: 'student_societies',
  path: paths.studentSocieties,
  head: {
    title: 'Studentų organizacijos',
    description: 'Lietuvių studentų draugijos Jungtinės Karalystės universitetuose: Londone, Oksforde, Kembridže, Edinburge ir kitur.',
  },
  hero: { title: 'Studentų organizacijos', lead: 'Lietuvių studentų draugijos JK universitetuose: renginiai, karjeros patarimai ir bendrystė.' },
  search: { placeholder: 'Pavadinimas arba miestas', fields: studentSocietiesDirectory.search.fields },
  filters: [{ param: 'vieta', label: 'Vietovė', allLabel: 'Visos vietovės', valueOf: (s) => s.location }],
  countLine: (shown) => `Rasta ${shown} ${pluralize(shown, { one: 'organizacija', few: 'organizacijos', other: 'organizacijų' })}`,
  emptyTitle: 'Studentų organizacijų nerasta',
  keyOf: (s) => s.id,
  card: (s) => <StudentSocietyCard society={s} />,
}
