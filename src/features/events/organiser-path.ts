import { directoryPages } from '@/features/directory/directory-pages'
import type { DirectoryKey } from '@/features/directory/entry'

/** An event's organiser when it is a directory entry. */
export type OrganiserLink = { name: string; directory: DirectoryKey; slug: string }

/** The organiser's page in the directory: its own page, or its directory's list. */
export function organiserPath({ directory, slug }: Pick<OrganiserLink, 'directory' | 'slug'>): string {
  const pages: { list: string; detail?: { path: (slug: string) => string } } = directoryPages[directory]
  return pages.detail ? pages.detail.path(slug) : pages.list
}
