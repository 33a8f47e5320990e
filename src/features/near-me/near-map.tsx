import { useState } from 'react'
import { Maximize2, ZoomIn, ZoomOut } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { GeoPoint } from './distance'
import { formatKm } from './format-distance'
import { centerOf, MAX_ZOOM, placeInView, viewBoxAttribute, zoomedView } from './map-view'
import { nearMeMessages } from './messages'
import { IRELAND_OUTLINE_PATH, project, UK_OUTLINE_PATH, UK_VIEW_BOX } from './uk-outline'

/** One result as the map marks it; `anchorId` is the id of its item in the list beside the map. */
export type MapItem = {
  anchorId: string
  name: string
  latitude: number | null
  longitude: number | null
  distanceKm: number | null
}

type NearMapProps = {
  /** The results in list order. Each marker carries its list number, so items without a place leave gaps the list fills. */
  items: readonly MapItem[]
  /** The searched place, 'LS6' or 'Jūsų vieta'; null before a search. */
  origin: (GeoPoint & { label: string }) | null
  className?: string
}

function markerName(number: number, item: MapItem): string {
  return item.distanceKm === null ? `${number}. ${item.name}` : `${number}. ${item.name}, ${formatKm(item.distanceKm)}`
}

const controlClass = cn(buttonVariants({ variant: 'outline', size: 'icon' }), 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')

/**
 * A locator map beside a results list: the UK's outline, the searched place and a numbered link
 * per result that jumps to its list item. No tiles and no third party: the outline is drawn from
 * uk-outline.ts. Zoom is by buttons (no dragging), around the searched place.
 */
export function NearMap({ items, origin, className }: NearMapProps) {
  const [zoom, setZoom] = useState(1)
  const [center, setCenter] = useState(() => centerOf(UK_VIEW_BOX))
  const view = zoomedView(UK_VIEW_BOX, zoom, center)
  const originPoint = origin ? project(origin.latitude, origin.longitude) : null
  const originPlace = originPoint ? placeInView(view, originPoint) : null

  const placed = items.flatMap((item, index) =>
    item.latitude === null || item.longitude === null ? [] : [{ item, number: index + 1, point: project(item.latitude, item.longitude) }],
  )
  const markers = placed.flatMap(({ item, number, point }) => {
    const place = placeInView(view, point)
    return place ? [{ item, number, place }] : []
  })

  // aria-disabled rather than disabled: a button that disables itself while focused drops the focus.
  const canZoomIn = zoom < MAX_ZOOM
  const canZoomOut = zoom > 1
  const zoomIn = () => {
    if (!canZoomIn) return
    setCenter(originPoint ?? centerOf(view))
    setZoom(zoom * 2)
  }
  const zoomOut = () => {
    if (!canZoomOut) return
    setCenter(centerOf(view))
    setZoom(zoom / 2)
  }
  const reset = () => {
    setCenter(centerOf(UK_VIEW_BOX))
    setZoom(1)
  }

  return (
    <div role="group" aria-label={nearMeMessages.map.label(placed.length, origin?.label ?? null)} className={cn('flex flex-col gap-2', className)}>
      <div className="flex justify-end gap-2">
        <button type="button" className={controlClass} aria-disabled={!canZoomIn} onClick={zoomIn} title={nearMeMessages.map.zoomIn}>
          <ZoomIn aria-hidden="true" />
          <span className="sr-only">{nearMeMessages.map.zoomIn}</span>
        </button>
        <button type="button" className={controlClass} aria-disabled={!canZoomOut} onClick={zoomOut} title={nearMeMessages.map.zoomOut}>
          <ZoomOut aria-hidden="true" />
          <span className="sr-only">{nearMeMessages.map.zoomOut}</span>
        </button>
        <button type="button" className={controlClass} aria-disabled={!canZoomOut} onClick={reset} title={nearMeMessages.map.reset}>
          <Maximize2 aria-hidden="true" />
          <span className="sr-only">{nearMeMessages.map.reset}</span>
        </button>
      </div>
      {/* The box keeps the view's proportions, so a marker's percentages land on its spot of the outline. */}
      <div className="relative overflow-hidden rounded-md border border-slate-300 bg-white" style={{ aspectRatio: `${UK_VIEW_BOX.width} / ${UK_VIEW_BOX.height}` }}>
        <svg viewBox={viewBoxAttribute(view)} preserveAspectRatio="none" aria-hidden="true" focusable="false" className="absolute inset-0 size-full">
          <path d={IRELAND_OUTLINE_PATH} className="fill-slate-100 stroke-slate-400" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          <path d={UK_OUTLINE_PATH} className="fill-slate-200 stroke-slate-500" strokeWidth={1} vectorEffect="non-scaling-stroke" fillRule="evenodd" />
        </svg>
        {origin && originPlace && (
          // A diamond where results are circles (shape, not colour alone), under them: a result in the
          // searched district sits on the same spot and must stay clickable.
          <span
            role="img"
            aria-label={nearMeMessages.map.origin(origin.label)}
            className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rotate-45 bg-flag-red ring-2 ring-white"
            style={{ left: `${originPlace.left}%`, top: `${originPlace.top}%` }}
          />
        )}
        {markers.map(({ item, number, place }) => (
          <a
            key={item.anchorId}
            href={`#${item.anchorId}`}
            aria-label={markerName(number, item)}
            className="absolute flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white ring-2 ring-white hover:bg-brand-800"
            style={{ left: `${place.left}%`, top: `${place.top}%` }}
          >
            {number}
          </a>
        ))}
      </div>
    </div>
  )
}
