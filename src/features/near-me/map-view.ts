/** The part of the map on show, in the outline's units (km). */
export type ViewBox = { x: number; y: number; width: number; height: number }

/** Zoom steps double or halve the scale, up to this; beyond it the coast's 1 km detail shows its corners. */
export const MAX_ZOOM = 8

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/**
 * The view at `zoom` (1 = the whole map) centred as near `center` as it can be while staying
 * inside the full view: zooming never shows empty space beyond the map's edges, and the view
 * keeps the full view's proportions, so markers placed in percentages stay on their spots.
 */
export function zoomedView(full: ViewBox, zoom: number, center: { x: number; y: number }): ViewBox {
  const width = full.width / zoom
  const height = full.height / zoom
  return {
    x: clamp(center.x - width / 2, full.x, full.x + full.width - width),
    y: clamp(center.y - height / 2, full.y, full.y + full.height - height),
    width,
    height,
  }
}

export const centerOf = (view: ViewBox) => ({ x: view.x + view.width / 2, y: view.y + view.height / 2 })

/** The SVG viewBox attribute: '0 0 679 1323'. */
export const viewBoxAttribute = ({ x, y, width, height }: ViewBox) => `${x} ${y} ${width} ${height}`

/** Where a projected point falls in the view, in percent of its width and height; null when outside it. */
export function placeInView(view: ViewBox, point: { x: number; y: number }): { left: number; top: number } | null {
  const left = ((point.x - view.x) / view.width) * 100
  const top = ((point.y - view.y) / view.height) * 100
  return left < 0 || left > 100 || top < 0 || top > 100 ? null : { left, top }
}
