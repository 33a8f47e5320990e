import { paths, routePatterns } from '@/app/paths'
import type { DirectoryKey } from './entry'

/** An entry's page: the router's pattern and the path of one entry by its slug. */
type DetailPage = { pattern: string; path: (slug: string) => string }
export type DirectoryPages = { list: string; detail?: DetailPage }

/**
 * Where each directory's pages are. The router, the prerendered pages, sitemap.xml and the
 * benchmark's sample of detail pages all read this; the slugs come from each directory's
 * definition (the same mapping that writes the seed).
 */
export const directoryPages = {
  communities: { list: paths.communities.list, detail: { pattern: routePatterns.communityDetail, path: paths.communities.detail } },
  collectives: { list: paths.collectives.list, detail: { pattern: routePatterns.collectiveDetail, path: paths.collectives.detail } },
  sports: { list: paths.sports.list, detail: { pattern: routePatterns.sportsDetail, path: paths.sports.detail } },
  schools: { list: paths.schools.list, detail: { pattern: routePatterns.schoolDetail, path: paths.schools.detail } },
  student_societies: { list: paths.studentSocieties },
  media: { list: paths.media },
  businesses: { list: paths.business },
} as const satisfies Record<DirectoryKey, DirectoryPages>

/**
 * Every directory, in the order of `directoryPages`. Spelled here rather than imported from
 * `entry.ts`: the route table is in every first load, and importing that module would put all
 * of it there.
 */
export const pagedDirectories = Object.keys(directoryPages) as DirectoryKey[]

/** Where a directory entry is shown: its own page, or its directory's list when entries have no page of their own. */
export function entryPagePath(directory: DirectoryKey, slug: string): string {
  const pages: DirectoryPages = directoryPages[directory]
  return pages.detail ? pages.detail.path(slug) : pages.list
}

/**
 * Whether a directory named by a row of the data API has pages here (every directory does; a
 * row is checked, not trusted). Here rather than `entry.ts`'s `isDirectoryKey` for the reason above:
 * the events page's live list needs only this.
 */
export const hasDirectoryPages = (directory: string): directory is DirectoryKey => Object.hasOwn(directoryPages, directory)

/**
 * The directories whose list page shows one page of entries at a time (`?puslapis=N`), searched
 * and filtered by the server for the address asked. The business page shows its catalogue among
 * other parts and reads it whole.
 */
export const pagedListDirectories = ['communities', 'collectives', 'sports', 'schools', 'student_societies', 'media'] as const satisfies readonly DirectoryKey[]

/** The paths of those list pages. */
export const pagedListPaths: readonly string[] = pagedListDirectories.map((directory) => directoryPages[directory].list)
