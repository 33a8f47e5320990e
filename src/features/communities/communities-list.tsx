import { paths } from '@/app/paths'
import { figure } from '@/components/directory/hero-figures'
import { missingCommunityType } from '@/features/directory/definitions/communities'
import type { DirectoryListDefinition } from '@/features/directory/list/list-definition'
import { perLocale } from '@/lib/i18n/per-locale'
import { m } from '@/paraglide/messages'
import { CommunityCard } from './components/community-card'

/** The communities directory's list page, in the page's language. */
export const communitiesList = perLocale(
  (): DirectoryListDefinition<'communities'> => ({
    directory: 'communities',
    path: paths.communities.list,
    head: { title: m.communities_head_title(), description: m.communities_head_description() },
    hero: {
      title: m.communities_hero_title(),
      lead: m.communities_hero_lead(),
      figures: (figures) => [
        figure(m.communities_figure_communities(), figures.entries),
        figure(m.communities_figure_towns(), figures.towns),
        figure(m.communities_figure_members(), figures.members),
      ],
    },
    search: { placeholder: m.communities_search_placeholder() },
    filters: [
      { param: 'vieta', label: m.communities_filter_location(), allLabel: m.communities_filter_all_locations(), field: 'town' },
      {
        param: 'tipas',
        label: m.communities_filter_type(),
        allLabel: m.communities_filter_all_types(),
        field: { detail: 'type', missing: missingCommunityType },
        choices: [
          { value: 'pagrindine', label: m.communities_filter_type_main() },
          { value: 'regionine', label: m.communities_filter_type_regional() },
        ],
      },
    ],
    // 'Rodoma: 3 iš 11 bendruomenių', 'Showing 3 of 11 communities'.
    countLine: (shown, total) => m.communities_count_line({ shown, count: total }),
    emptyTitle: m.communities_empty_title(),
    keyOf: (c) => c.id,
    near: { nameOf: (c) => c.name },
    card: (c) => <CommunityCard community={c} />,
  }),
)
