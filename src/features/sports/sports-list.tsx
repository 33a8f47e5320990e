import { paths } from '@/app/paths'
import { figure } from '@/components/directory/hero-figures'
import type { DirectoryListDefinition } from '@/features/directory/list/list-definition'
import { perLocale } from '@/lib/i18n/per-locale'
import { m } from '@/paraglide/messages'
import { SportsCard } from './components/sports-card'
import { sportsTypeLabel, sportsTypeLabels, type SportsOrganizationType } from './sports-club'

/** 'Rasta 3 sporto organizacijos', 'Found 3 sports organisations'. */
export const sportsCountLine = (count: number): string => m.directories_sports_count_line({ count })

/** The sports directory's list page, in the page's language: six clubs at a time. */
export const sportsList = perLocale((): DirectoryListDefinition<'sports'> => ({
  directory: 'sports',
  path: paths.sports.list,
  head: {
    title: m.directories_sports_head_title(),
    description: m.directories_sports_head_description(),
  },
  hero: {
    title: m.directories_sports_hero_title(),
    lead: m.directories_sports_hero_lead(),
    figures: (figures) => [
      figure(m.directories_sports_figure_organisations(), figures.entries),
      figure(m.directories_sports_figure_athletes(), figures.members),
      figure(m.directories_sports_figure_sports(), figures.sports),
      figure(m.directories_sports_figure_achievements(), figures.achievements),
    ],
  },
  // The type is searched by its Lithuanian name and by the one the page shows.
  search: {
    placeholder: m.directories_sports_search_placeholder(),
    labels: { type: Object.fromEntries((Object.keys(sportsTypeLabels) as SportsOrganizationType[]).map((type) => [type, sportsTypeLabel(type)])) },
  },
  filters: [{ param: 'vieta', label: m.directories_filter_location(), allLabel: m.directories_filter_all_locations(), field: 'town' }],
  countLine: sportsCountLine,
  emptyTitle: m.directories_sports_empty_title(),
  keyOf: (s) => s.id,
  near: { nameOf: (s) => s.name },
  card: (s) => <SportsCard club={s} />,
}))
