import type { ReactNode } from 'react'
import { m } from '@/paraglide/messages'
import { formatStraightLineDistance } from './format-distance'

type DistanceBadgeProps = {
  /** The item's number in the list, as its marker on the map shows it. */
  number: number
  distanceKm: number | null
  /** Whether an item without a place meets online (else its place is simply not given). */
  online?: boolean
  /** The id the map's marker links to. */
  anchorId: string
  children: ReactNode
}

/** A result of a list sorted by distance: its number and distance above its card. */
export function DistanceBadge({ number, distanceKm, online = false, anchorId, children }: DistanceBadgeProps) {
  return (
    <div id={anchorId} className="flex h-full scroll-mt-24 flex-col gap-2">
      <p className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs text-white">
          {number}
          <span className="sr-only">.</span>
        </span>
        {distanceKm !== null ? formatStraightLineDistance(distanceKm) : online ? m.near_online() : m.near_no_place()}
      </p>
      {children}
    </div>
  )
}
