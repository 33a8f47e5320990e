import { startTransition, useEffect, useState } from 'react'
import { embeddedDirectoryCounts } from '@/data/directory-counts'
import type { DirectoryKey } from '../entry'
import { readPublic } from '@/lib/public-rest'

export type DirectoryCounts = Record<DirectoryKey, number>

/**
 * How many published entries each directory has: the embedded counts first (the prerendered
 * figures), then the live ones, read after mount with one small request (one column per
 * entry). Not lazily imported: a chunk of its own would cost the home page a request and more
 * bytes than the code. A failed request keeps the embedded counts.
 */
export function useDirectoryCounts(): DirectoryCounts {
  const [counts, setCounts] = useState<DirectoryCounts>(embeddedDirectoryCounts)
  useEffect(() => {
    const controller = new AbortController()
    readPublic<{ directory: string }>('directory_entries', { select: 'directory', status: 'eq.published' }, controller.signal).then(
      (rows) => {
        const live = Object.fromEntries(Object.keys(embeddedDirectoryCounts).map((key) => [key, 0])) as DirectoryCounts
        for (const { directory } of rows) if (Object.hasOwn(live, directory)) live[directory as DirectoryKey] += 1
        startTransition(() => setCounts(live))
      },
      () => {},
    )
    return () => controller.abort()
  }, [])
  return counts
}
