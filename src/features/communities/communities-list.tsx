import { paths } from '@/app/paths'
import { distinctCount, figure, sumOf } from '@/components/directory/hero-figures'
import { communitiesDirectory } from '@/features/directory/definitions/communities'
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
      figures: (items) => [
        figure(m.communities_figure_communities(), items.length),
        figure(m.communities_figure_towns(), distinctCount(items.map((c) => c.location))),
        figure(m.communities_figure_members(), sumOf(items.map((c) => c.members))),
      ],
    },
    search: { placeholder: m.communities_search_placeholder(), fields: communitiesDirectory.search.fields },
    filters: [
      { param: 'vieta', label: m.communities_filter_location(), allLabel: m.communities_filter_all_locations(), valueOf: (c) => c.location },
      {
        param: 'tipas',
        label: m.communities_filter_type(),
        allLabel: m.communities_filter_all_types(),
        valueOf: (c) => c.type,
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
