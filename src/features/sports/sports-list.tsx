import { paths } from '@/app/paths'
import { distinctCount, figure, sumOf } from '@/components/directory/hero-figures'
import { sportsDirectory } from '@/features/directory/definitions/sports'
import type { DirectoryListDefinition } from '@/features/directory/list/list-definition'
import { perLocale } from '@/lib/i18n/per-locale'
import { m } from '@/paraglide/messages'
import { SportsCard } from './components/sports-card'
import { sportsTypeLabel } from './sports-club'

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
    figures: (items) => [
      figure(m.directories_sports_figure_organisations(), items.length),
      figure(m.directories_sports_figure_athletes(), sumOf(items.map((s) => s.members))),
      figure(m.directories_sports_figure_sports(), distinctCount(items.map((s) => s.sport))),
      figure(m.directories_sports_figure_achievements(), sumOf(items.map((s) => s.achievements.length))),
    ],
  },
  // The type is searched by its Lithuanian name and by the one the page shows.
  search: { placeholder: m.directories_sports_search_placeholder(), fields: (s) => [...sportsDirectory.search.fields(s), sportsTypeLabel(s.type)] },
  filters: [{ param: 'vieta', label: m.directories_filter_location(), allLabel: m.directories_filter_all_locations(), valueOf: (s) => s.location }],
  countLine: sportsCountLine,
  emptyTitle: m.directories_sports_empty_title(),
  pageSize: 6,
  keyOf: (s) => s.id,
  near: { nameOf: (s) => s.name },
  card: (s) => <SportsCard club={s} />,
}))
