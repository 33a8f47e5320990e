import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { figure } from '@/components/directory/hero-figures'
import { buttonVariants } from '@/components/ui/button'
import { collectiveTypeLabel, collectiveTypeLabels, type CollectiveType } from '@/features/collectives/collective'
import { missingCollectiveType } from '@/features/directory/definitions/collectives'
import type { DirectoryListDefinition } from '@/features/directory/list/list-definition'
import { perLocale } from '@/lib/i18n/per-locale'
import { m } from '@/paraglide/messages'
import { CollectiveCard } from './components/collective-card'

/** Every type, whose labels the search matches; the filter offers all but 'kita'. */
const collectiveTypes = Object.keys(collectiveTypeLabels) as CollectiveType[]
const filteredCollectiveTypes = ['sokiai', 'chorai', 'menas', 'sportas', 'verslas'] as const

/** 'Rodoma: 3 iš 12 kolektyvų', 'Showing 3 of 12 ensembles'. */
export const collectiveCountLine = (shown: number, total: number): string => m.directories_collectives_count_line({ shown, total })

/** The collectives directory's list page, in the page's language. */
export const collectivesList = perLocale((): DirectoryListDefinition<'collectives'> => ({
  directory: 'collectives',
  path: paths.collectives.list,
  head: {
    title: m.directories_collectives_head_title(),
    description: m.directories_collectives_head_description(),
  },
  hero: {
    title: m.directories_collectives_hero_title(),
    lead: m.directories_collectives_hero_lead(),
    figures: (figures) => [
      figure(m.directories_collectives_figure_collectives(), figures.entries),
      figure(m.directories_collectives_figure_members(), figures.members),
      figure(m.directories_collectives_figure_towns(), figures.towns),
    ],
    extra: (
      <>
        <Link to={`${paths.about}#susisiekite`} className={buttonVariants({ variant: 'accent', className: 'mt-8' })}>
          {m.directories_collectives_register()}
        </Link>
        <p className="mt-2 text-sm text-brand-50">{m.directories_collectives_register_note()}</p>
      </>
    ),
  },
  // The type is searched by its Lithuanian name and by the one the page shows.
  search: { placeholder: m.directories_collectives_search_placeholder(), labels: { type: Object.fromEntries(collectiveTypes.map((type) => [type, collectiveTypeLabel(type)])) } },
  filters: [
    { param: 'vieta', label: m.directories_filter_location(), allLabel: m.directories_filter_all_locations(), field: 'town' },
    {
      param: 'tipas',
      label: m.directories_collectives_filter_type(),
      allLabel: m.directories_collectives_filter_all_types(),
      field: { detail: 'type', missing: missingCollectiveType },
      choices: filteredCollectiveTypes.map((value) => ({ value, label: collectiveTypeLabel(value) })),
    },
  ],
  countLine: collectiveCountLine,
  emptyTitle: m.directories_collectives_empty_title(),
  keyOf: (c) => c.id,
  near: { nameOf: (c) => c.name },
  card: (c) => <CollectiveCard collective={c} />,
}))
