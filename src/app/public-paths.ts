import { paths } from '@/app/paths'
import { directoryPages, type DirectoryPages } from '@/features/directory/directory-pages'
import { localizedHref } from '@/lib/i18n/locale'

// Apart from prerender-routes.ts, which reads the database: the journeys import these lists.

/** The public pages whose address names no row. */
export const fixedPublicPaths = [
  paths.home,
  paths.about,
  ...Object.values(directoryPages).map((pages: DirectoryPages) => pages.list),
  paths.travel,
  paths.events,
  paths.news,
  paths.classifieds,
  paths.essentialInfo,
  paths.chat,
  paths.accessibility,
  paths.privacy,
  paths.terms,
]

/** The fixed pages in English ('/en', '/en/renginiai'…). */
export const englishFixedPublicPaths = fixedPublicPaths.map((path) => localizedHref(path, 'en'))
