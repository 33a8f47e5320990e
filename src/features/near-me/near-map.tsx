import { useEffect, useRef, useState } from 'react'
import { Maximize2, ZoomIn, ZoomOut } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { GeoPoint } from './distance'
import { formatKm } from './format-distance'
import { clusterMarkers } from './cluster-markers'
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
  /** The searched place ('LS6', or the visitor's own position); null before a search. */
  origin: (GeoPoint & { label: string; isMyLocation?: boolean }) | null
  className?: string
}

function markerName(number: number, item: MapItem): string {
  return item.distanceKm === null ? `${number}. ${item.name}` : `${number}. ${item.name}, ${formatKm(item.distanceKm)}`
}

/** A marker's size and the least room between two, in CSS pixels (at least 24 px each: WCAG 2.5.8). */
const MARKER_PX = 28
const MARKER_ROOM_PX = 40

/** The map box's width in CSS pixels, followed as the layout changes (the column's width before the first measure). */
function useWidth() {
  const box = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(320)
  useEffect(() => {
    const element = box.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { box, width }
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
  const originLabel = origin ? (origin.isMyLocation ? nearMeMessages.myLocation() : origin.label) : null
  const originPlace = originPoint ? placeInView(view, originPoint) : null

  const placed = items.flatMap((item, index) =>
    item.latitude === null || item.longitude === null ? [] : [{ item, number: index + 1, point: project(item.latitude, item.longitude) }],
  )
  const markers = placed.flatMap(({ item, number, point }) => {
    const spot = placeInView(view, point)
    return spot ? [{ item, number, spot }] : []
  })
  const { box, width } = useWidth()
  const height = (width * UK_VIEW_BOX.height) / UK_VIEW_BOX.width
  const clusters = clusterMarkers(markers, { x: (MARKER_ROOM_PX / width) * 100, y: (MARKER_ROOM_PX / height) * 100 })

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
    <div role="group" aria-label={nearMeMessages.map.label(placed.length, originLabel)} className={cn('flex flex-col gap-2', className)}>
      <div className="flex justify-end gap-2">
        <button type="button" className={controlClass} aria-disabled={!canZoomIn} onClick={zoomIn} title={nearMeMessages.map.zoomIn()}>
          <ZoomIn aria-hidden="true" />
          <span className="sr-only">{nearMeMessages.map.zoomIn()}</span>
        </button>
        <button type="button" className={controlClass} aria-disabled={!canZoomOut} onClick={zoomOut} title={nearMeMessages.map.zoomOut()}>
          <ZoomOut aria-hidden="true" />
          <span className="sr-only">{nearMeMessages.map.zoomOut()}</span>
        </button>
        <button type="button" className={controlClass} aria-disabled={!canZoomOut} onClick={reset} title={nearMeMessages.map.reset()}>
          <Maximize2 aria-hidden="true" />
          <span className="sr-only">{nearMeMessages.map.reset()}</span>
        </button>
      </div>
      {/* The box keeps the view's proportions, so a marker's percentages land on its spot of the outline. */}
      <div ref={box} className="relative overflow-hidden rounded-md border border-slate-300 bg-white" style={{ aspectRatio: `${UK_VIEW_BOX.width} / ${UK_VIEW_BOX.height}` }}>
        <svg viewBox={viewBoxAttribute(view)} preserveAspectRatio="none" aria-hidden="true" focusable="false" className="absolute inset-0 size-full">
          <path d={IRELAND_OUTLINE_PATH} className="fill-slate-100 stroke-slate-400" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          <path d={UK_OUTLINE_PATH} className="fill-slate-200 stroke-slate-500" strokeWidth={1} vectorEffect="non-scaling-stroke" fillRule="evenodd" />
        </svg>
        {origin && originPlace && (
          // A diamond where results are circles (shape, not colour alone), under them: a result in the
          // searched district sits on the same spot and must stay clickable.
          <span
            role="img"
            aria-label={nearMeMessages.map.origin(originLabel ?? '')}
            className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rotate-45 bg-flag-red ring-2 ring-white"
            style={{ left: `${originPlace.left}%`, top: `${originPlace.top}%` }}
          />
        )}
        {clusters.map(({ spot, members: [first, ...others] }) => (
          // Markers too close to tell apart are one, named for each: the first (nearest) shows its
          // number with a '+', and leads to its place in the list, where the others follow.
          <a
            key={first!.item.anchorId}
            href={`#${first!.item.anchorId}`}
            aria-label={[first!, ...others].map(({ number, item }) => markerName(number, item)).join('; ')}
            className="absolute flex -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white ring-2 ring-white hover:bg-brand-800"
            style={{ left: `${spot.left}%`, top: `${spot.top}%`, minWidth: MARKER_PX, height: MARKER_PX }}
          >
            {others.length > 0 ? `${first!.number}+` : first!.number}
          </a>
        ))}
      </div>
    </div>
  )
}
