/** A marker's spot in the map's view, in percent of its width and height. */
export type Spot = { left: number; top: number }

export type Cluster<Member> = { spot: Spot; members: Member[] }

/**
 * Markers that would overlap on screen, gathered into one: each keeps its list number, and the
 * first of them (the nearest) stands for the rest. Targets that overlap cannot be told apart by
 * a finger or a pointer (WCAG 2.5.8); zooming in pulls them apart. `gap` is the least distance
 * between two markers' spots, in percent of the view's width and height.
 */
export function clusterMarkers<Member extends { spot: Spot }>(markers: readonly Member[], gap: { x: number; y: number }): Cluster<Member>[] {
  const clusters: Cluster<Member>[] = []
  for (const marker of markers) {
    const near = clusters.find(({ spot }) => Math.abs(spot.left - marker.spot.left) < gap.x && Math.abs(spot.top - marker.spot.top) < gap.y)
    if (near) near.members.push(marker)
    else clusters.push({ spot: marker.spot, members: [marker] })
  }
  return clusters
}
