import { paths } from '@/app/paths'
import type { DirectoryListDefinition } from '@/features/directory/list/list-definition'
import { perLocale } from '@/lib/i18n/per-locale'
import { m } from '@/paraglide/messages'
import { StudentSocietyCard } from './components/student-society-card'

/** 'Rasta 3 organizacijos', 'Found 3 societies'. */
export const studentSocietiesCountLine = (count: number): string => m.directories_student_societies_count_line({ count })

/** The student societies directory's list page, in the page's language. */
export const studentSocietiesList = perLocale((): DirectoryListDefinition<'student_societies'> => ({
  directory: 'student_societies',
  path: paths.studentSocieties,
  head: {
    title: m.directories_student_societies_head_title(),
    description: m.directories_student_societies_head_description(),
  },
  hero: { title: m.directories_student_societies_hero_title(), lead: m.directories_student_societies_hero_lead() },
  search: { placeholder: m.directories_student_societies_search_placeholder() },
  filters: [{ param: 'vieta', label: m.directories_filter_location(), allLabel: m.directories_filter_all_locations(), field: 'town' }],
  countLine: studentSocietiesCountLine,
  emptyTitle: m.directories_student_societies_empty_title(),
  keyOf: (s) => s.id,
  card: (s) => <StudentSocietyCard society={s} />,
}))
