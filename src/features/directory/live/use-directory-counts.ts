import { useRouteData } from '@/lib/page-data/page-data-context'
import { readPublic } from '@/lib/public-rest'
import { directoryKeys, type DirectoryKey } from '../entry'

export type DirectoryCounts = Record<DirectoryKey, number>

/** How many published entries each directory has, counted by the database (a row per directory). */
export async function loadDirectoryCounts(signal: AbortSignal): Promise<DirectoryCounts> {
  const rows = await readPublic<{ directory: string; entries: number }>('directory_counts', { select: 'directory,entries' }, signal)
  const counts = Object.fromEntries(directoryKeys.map((key) => [key, 0])) as DirectoryCounts
  for (const { directory, entries } of rows) if (Object.hasOwn(counts, directory)) counts[directory as DirectoryKey] = entries
  return counts
}

/** The counts the page was rendered with (or read after a navigation); undefined until then. */
export function useDirectoryCounts(): DirectoryCounts | undefined {
  return useRouteData('directory-counts', loadDirectoryCounts).data
}
