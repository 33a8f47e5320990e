import { publicEntrySelect, type DirectoryKey, type PublicEntry } from '../entry'
import { readPublic } from '@/lib/public-rest'

/** A directory's published entries, in the order the directory lists them. */
export function fetchPublishedEntries(directory: DirectoryKey, signal?: AbortSignal): Promise<PublicEntry[]> {
  return readPublic<PublicEntry>(
    'directory_entries',
    { select: publicEntrySelect.replaceAll(' ', ''), directory: `eq.${directory}`, status: 'eq.published', order: 'sort_order.asc,name.asc' },
    signal,
  )
}
