import { paths } from '@/app/paths'
import { missingMediaCategory } from '@/features/directory/definitions/media'
import type { DirectoryListDefinition } from '@/features/directory/list/list-definition'
import { perLocale } from '@/lib/i18n/per-locale'
import { m } from '@/paraglide/messages'
import { MediaCard } from './components/media-card'
import { mediaCategories, mediaCategoryLabel } from './media-outlet'

/** 'Rasta 3 žiniasklaidos priemonės', 'Found 3 media outlets'. */
export const mediaCountLine = (count: number): string => m.directories_media_count_line({ count })

/** The media directory's list page, in the page's language. */
export const mediaList = perLocale((): DirectoryListDefinition<'media'> => ({
  directory: 'media',
  path: paths.media,
  head: { title: m.directories_media_head_title(), description: m.directories_media_head_description() },
  hero: { title: m.directories_media_hero_title(), lead: m.directories_media_hero_lead() },
  // The category is searched by its stored name and by the one the page shows.
  search: { placeholder: m.directories_media_search_placeholder(), labels: { category: Object.fromEntries(mediaCategories.map((category) => [category, mediaCategoryLabel(category)])) } },
  filters: [
    {
      param: 'kategorija',
      label: m.directories_media_filter_category(),
      allLabel: m.directories_media_filter_all_categories(),
      field: { detail: 'category', missing: missingMediaCategory },
      choices: mediaCategories.map((value) => ({ value, label: mediaCategoryLabel(value) })),
    },
  ],
  countLine: mediaCountLine,
  emptyTitle: m.directories_media_empty_title(),
  keyOf: (outlet) => outlet.id,
  card: (outlet) => <MediaCard outlet={outlet} />,
}))
