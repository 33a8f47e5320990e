import { paths } from '@/app/paths'
import { directories } from '@/features/directory/definitions'
import { directoryPages, type DirectoryPages } from '@/features/directory/directory-pages'
import { directoryKeys } from '@/features/directory/entry'

/** Each directory's list page, then a page per embedded entry, by the slug its definition gives it. */
function directoryRoutes(): string[] {
  return directoryKeys.flatMap((key) => {
    const { list, detail }: DirectoryPages = directoryPages[key]
    if (!detail) return [list]
    return [list, ...directories[key].embeddedEntries().map((entry) => detail.path(entry.slug))]
  })
}

/** Every public page written out as static HTML, and listed in sitemap.xml. */
export function listPrerenderRoutes(): string[] {
  return [
    paths.home,
    paths.about,
    ...directoryRoutes(),
    paths.travel,
    paths.events,
    paths.news,
    paths.classifieds,
    paths.essentialInfo,
    paths.chat,
    paths.accessibility,
    paths.privacy,
  ]
}

/** List page → the start of its entries' detail paths ('/bendruomenes' → '/bendruomene/'). */
export function detailPrefixes(): Record<string, string> {
  const pages: readonly DirectoryPages[] = Object.values(directoryPages)
  return Object.fromEntries(pages.flatMap(({ list, detail }) => (detail ? [[list, detail.path('')]] : [])))
}

/** Prerendered like the public pages but left out of sitemap.xml: not for search engines. */
export function listUnlistedPrerenderRoutes(): string[] {
  return [paths.reference]
}

/** The layout-only page the benchmark measures every route against. */
export const referenceRoute = paths.reference
