import { describe, expect, it } from 'vitest'
import { project, UK_OUTLINE_PATH, UK_VIEW_BOX } from './uk-outline'

type Point = { x: number; y: number }

/** The outline's rings: each an absolute move, then relative lines ('M77 655l-1 2 12 0z'). */
function rings(path: string): Point[][] {
  return [...path.matchAll(/M([^l]*)l([^z]*)z/g)].map(([, start, steps]) => {
    const [x, y] = (start.match(/-?\d+(\.\d+)?/g) ?? []).map(Number)
    const deltas = (steps.match(/-?\d+(\.\d+)?/g) ?? []).map(Number)
    const ring = [{ x, y }]
    for (let i = 0; i < deltas.length; i += 2) {
      const last = ring[ring.length - 1]
      ring.push({ x: last.x + deltas[i], y: last.y + deltas[i + 1] })
    }
    return ring
  })
}

/** Even–odd ray casting, as the path is filled. */
function onLand(point: Point): boolean {
  let inside = false
  for (const ring of rings(UK_OUTLINE_PATH)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [a, b] = [ring[i], ring[j]]
      if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) inside = !inside
    }
  }
  return inside
}

describe('the UK outline and its projection', () => {
  it.each([
    ['Leeds', 53.8, -1.55],
    ['London', 51.51, -0.13],
    ['Belfast', 54.6, -5.95],
    ['Cardiff', 51.49, -3.18],
    ['Edinburgh', 55.95, -3.19],
    ['Inverness', 57.48, -4.22],
    ['Lerwick, Shetland', 60.17, -1.18],
    ['Douglas, Isle of Man', 54.16, -4.5],
    ['Land’s End', 50.08, -5.68],
    ['Jersey', 49.215, -2.13],
  ])('puts %s on land', (_place, latitude, longitude) => {
    expect(onLand(project(latitude, longitude))).toBe(true)
  })

  it.each([
    ['the Irish Sea', 53.9, -5.2],
    ['the North Sea', 55, 0],
    ['the English Channel', 50.3, -1.5],
    ['Dublin (Ireland is drawn apart)', 53.35, -6.26],
  ])('puts %s off the UK', (_place, latitude, longitude) => {
    expect(onLand(project(latitude, longitude))).toBe(false)
  })

  it('keeps every UK point inside the view', () => {
    const points = rings(UK_OUTLINE_PATH).flat()
    expect(Math.min(...points.map((p) => p.x))).toBeGreaterThanOrEqual(UK_VIEW_BOX.x)
    expect(Math.min(...points.map((p) => p.y))).toBeGreaterThanOrEqual(UK_VIEW_BOX.y)
    expect(Math.max(...points.map((p) => p.x))).toBeLessThanOrEqual(UK_VIEW_BOX.x + UK_VIEW_BOX.width)
    expect(Math.max(...points.map((p) => p.y))).toBeLessThanOrEqual(UK_VIEW_BOX.y + UK_VIEW_BOX.height)
  })

  it('measures about 1 km per unit: Leeds to London is about 275 km on the map', () => {
    const [leeds, london] = [project(53.81928, -1.56704), project(51.50265, -0.13111)]
    expect(Math.hypot(london.x - leeds.x, london.y - leeds.y)).toBeGreaterThan(265)
    expect(Math.hypot(london.x - leeds.x, london.y - leeds.y)).toBeLessThan(285)
  })
})
