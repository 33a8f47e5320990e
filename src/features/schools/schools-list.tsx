import { paths } from '@/app/paths'
import { figure } from '@/components/directory/hero-figures'
import type { DirectoryListDefinition } from '@/features/directory/list/list-definition'
import { formatCount } from '@/lib/format'
import { perLocale } from '@/lib/i18n/per-locale'
import { m } from '@/paraglide/messages'
import { SchoolCard } from './components/school-card'
import { schoolKind } from './school-kind'

/** 'Rasta 1 mokykla ar darželis', 'Rasta 3 mokyklos ir darželiai', 'Found 12 schools and nurseries'. */
export const schoolCountLine = (count: number): string => m.schools_count_line({ count })

/** The schools directory's list page, in the page's language. */
export const schoolsList = perLocale((): DirectoryListDefinition<'schools'> => ({
  directory: 'schools',
  path: paths.schools.list,
  head: { title: m.schools_head_title(), description: m.schools_head_description() },
  hero: {
    title: m.schools_hero_title(),
    lead: m.schools_hero_lead(),
    figures: (figures) => [
      figure(m.schools_figure_schools(), figures.entries),
      figure(m.schools_figure_regions(), figures.regions),
      // Schools report their pupils as '150+': the figure adds up the numbers they give.
      { label: m.schools_figure_pupils(), value: `${formatCount(figures.pupils)}+` },
    ],
  },
  search: { placeholder: m.schools_search_placeholder() },
  filters: [{ param: 'regionas', label: m.schools_filter_region(), allLabel: m.schools_filter_all_regions(), field: 'region' }],
  countLine: schoolCountLine,
  emptyTitle: m.schools_empty_title(),
  keyOf: (s) => s.id,
  near: { nameOf: (s) => s.name, online: (s) => schoolKind(s) === 'virtual' },
  card: (s) => <SchoolCard school={s} />,
}))
