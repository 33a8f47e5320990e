import type { DirectoryKey, PublicEntry } from '../entry'
import { publicEntrySelect } from '../public-entry-columns'
import { readPublic } from '@/lib/public-rest'

/** A directory's published entries, in the order the directory lists them; only the one of `slug` when given. */
export function fetchPublishedEntries(directory: DirectoryKey, signal?: AbortSignal, slug?: string): Promise<PublicEntry[]> {
  return readPublic<PublicEntry>(
    'directory_entries',
    {
      select: publicEntrySelect.replaceAll(' ', ''),
      directory: `eq.${directory}`,
      status: 'eq.published',
      ...(slug === undefined ? {} : { slug: `eq.${slug}` }),
      order: 'sort_order.asc,name.asc',
    },
    signal,
  )
}
