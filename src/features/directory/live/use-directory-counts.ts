import { startTransition, useEffect, useState } from 'react'
import { embeddedDirectoryCounts } from '@/data/directory-counts'
import type { DirectoryKey } from '../entry'

export type DirectoryCounts = Record<DirectoryKey, number>

/**
 * How many published entries each directory has: the embedded counts first (the prerendered
 * figures), then the live ones, read after mount. A failed request keeps the embedded counts.
 */
export function useDirectoryCounts(): DirectoryCounts {
  const [counts, setCounts] = useState<DirectoryCounts>(embeddedDirectoryCounts)
  useEffect(() => {
    const controller = new AbortController()
    import('./fetch-published')
      .then(({ fetchPublishedCounts }) => fetchPublishedCounts(controller.signal))
      .then(
        (live) => startTransition(() => setCounts({ ...zeroCounts, ...live })),
        () => {},
      )
    return () => controller.abort()
  }, [])
  return counts
}

const zeroCounts: DirectoryCounts = { communities: 0, collectives: 0, sports: 0, schools: 0, student_societies: 0, media: 0, businesses: 0 }
