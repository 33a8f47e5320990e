import { lazy, Suspense, type ReactNode } from 'react'
import type { MapItem } from './near-map'
import { m } from '@/paraglide/messages'
import type { NearOrigin } from './use-near-origin'

// The map and its outline load with the first search by place, never with the page.
const NearMap = lazy(() => import('./near-map').then(({ NearMap }) => ({ default: NearMap })))

type ResultsWithMapProps = {
  /** The results, in the order the map numbers them. */
  children: ReactNode
  /** The place they are sorted from; without one the results stand alone. */
  origin: NearOrigin | null
  items: () => readonly MapItem[]
}

/**
 * Results sorted by distance beside a map of them: the list first, for every reader and on
 * narrow screens; the map is a summary of it.
 */
export function ResultsWithMap({ children, origin, items }: ResultsWithMapProps) {
  if (!origin) return children
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-6">{children}</div>
      <aside aria-label={m.near_map()} className="lg:sticky lg:top-4">
        <Suspense fallback={<p className="text-sm text-slate-700">{m.near_map_loading()}</p>}>
          <NearMap origin={origin} items={items()} />
        </Suspense>
      </aside>
    </div>
  )
}
