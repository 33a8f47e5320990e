// node scripts/near-me/write-uk-outline.mjs <folder>: writes src/features/near-me/uk-outline.ts, the
// "Near me" map's coastline as one SVG path, projected and simplified here so the browser runs no
// geo library and fetches no tiles.
//
// Source: Natural Earth 1:10m Admin 0 – Countries (public domain, naturalearthdata.com), one
// GeoJSON file per country as converted by github.com/AshKyd/geojson-regions (the Unlicense),
// commit 97536df07c8ab3613ed8b270c4e631390f062af5, folder public/countries/10m. <folder> holds
// GBR.geojson (Great Britain and Northern Ireland), IMN.geojson, GGY.geojson and JEY.geojson (the
// Crown Dependencies, which have postcodes) and IRL.geojson (drawn paler, so Northern Ireland does
// not float alone). The script reads only local files; fetch them once, e.g.
//   for c in GBR IMN GGY JEY IRL; do curl -fsSLO https://raw.githubusercontent.com/AshKyd/geojson-regions/97536df07c8ab3613ed8b270c4e631390f062af5/public/countries/10m/$c.geojson; done
//
// Projection: sinusoidal, central meridian 2° W (the British National Grid's), in kilometres:
// x = (longitude + 2)° × cos(latitude) × 111.195 km, y = (top − latitude)° × 111.195 km. It is
// equal-area and nearly true in shape this close to its central meridian, and the function the
// browser runs to place markers is two lines. One unit of the path is 1 km.
// Simplification: Douglas–Peucker at SIMPLIFY_KM; islands smaller than MIN_ISLAND_KM2 are dropped.
// Natural Earth's 1:10m countries already leave out the smallest islands, the Isles of Scilly among
// them: a marker there (TR21–TR25) still shows, on the sea.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const SIMPLIFY_KM = 1
const MIN_ISLAND_KM2 = 5
const CENTRAL_MERIDIAN = -2
/** Kilometres per degree of latitude on a sphere of the mean Earth radius (6371.0088 km). */
const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180
/** Sea kept around the land in the full view, in km. */
const MARGIN_KM = 12

const target = fileURLToPath(new URL('../../src/features/near-me/uk-outline.ts', import.meta.url))
const folder = process.argv[2]
if (!folder) {
  console.error('Usage: node scripts/near-me/write-uk-outline.mjs <folder with GBR, IMN, GGY, JEY and IRL .geojson>')
  process.exit(1)
}

/** @typedef {[number, number]} Point */
/** @typedef {{ type: 'Polygon', coordinates: Point[][] } | { type: 'MultiPolygon', coordinates: Point[][][] }} Geometry */

/** @param {string} code @returns {Point[][]} every outer ring of the country's polygons, as [longitude, latitude] */
function readRings(code) {
  /** @type {{ geometry: Geometry }} */
  const feature = JSON.parse(readFileSync(join(folder, `${code}.geojson`), 'utf8'))
  const polygons = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates
  // Holes are lakes at this scale; a locator map leaves them out.
  return polygons.map((polygon) => polygon[0])
}

/** @param {Point} point [longitude, latitude] @returns {Point} [x, y] in km, before the top offset */
function projectRaw([longitude, latitude]) {
  return [(longitude - CENTRAL_MERIDIAN) * Math.cos((latitude * Math.PI) / 180) * KM_PER_DEGREE, -latitude * KM_PER_DEGREE]
}

/** @param {Point} p @param {Point} a @param {Point} b distance from p to the segment a–b */
function segmentDistance(p, a, b) {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]]
  const lengthSquared = dx * dx + dy * dy
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared))
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy))
}

/** Douglas–Peucker on an open chain; keeps both ends. @param {Point[]} chain @param {number} tolerance */
function simplifyChain(chain, tolerance) {
  const keep = new Uint8Array(chain.length)
  keep[0] = keep[chain.length - 1] = 1
  /** @type {[number, number][]} */
  const stack = [[0, chain.length - 1]]
  while (stack.length > 0) {
    const [first, last] = /** @type {[number, number]} */ (stack.pop())
    let [farthest, farthestDistance] = [-1, tolerance]
    for (let i = first + 1; i < last; i++) {
      const distance = segmentDistance(chain[i], chain[first], chain[last])
      if (distance > farthestDistance) [farthest, farthestDistance] = [i, distance]
    }
    if (farthest < 0) continue
    keep[farthest] = 1
    stack.push([first, farthest], [farthest, last])
  }
  return chain.filter((_, i) => keep[i])
}

/** A closed ring split at the point farthest from its start, so both halves are open chains. @param {Point[]} ring @param {number} tolerance */
function simplifyRing(ring, tolerance) {
  const open = ring.slice(0, -1)
  let split = 0
  open.forEach((point, i) => {
    if (Math.hypot(point[0] - open[0][0], point[1] - open[0][1]) > Math.hypot(open[split][0] - open[0][0], open[split][1] - open[0][1])) split = i
  })
  const first = simplifyChain(open.slice(0, split + 1), tolerance)
  const second = simplifyChain([...open.slice(split), open[0]], tolerance)
  return [...first, ...second.slice(1, -1)]
}

/** @param {Point[]} ring shoelace area in km² */
const area = (ring) => Math.abs(ring.reduce((sum, [x, y], i) => sum + x * ring[(i + 1) % ring.length][1] - ring[(i + 1) % ring.length][0] * y, 0)) / 2

/** @param {string[]} codes */
function landRings(codes) {
  return codes
    .flatMap(readRings)
    .map((ring) => ring.map(projectRaw))
    .filter((ring) => area(ring) >= MIN_ISLAND_KM2)
    .map((ring) => simplifyRing(ring, SIMPLIFY_KM))
    .filter((ring) => ring.length >= 3)
}

const uk = landRings(['GBR', 'IMN', 'GGY', 'JEY'])
const ireland = landRings(['IRL'])

// The full view frames the UK and its Crown Dependencies; Ireland is clipped at the view's edge.
const ukPoints = uk.flat()
const left = Math.min(...ukPoints.map(([x]) => x)) - MARGIN_KM
const top = Math.min(...ukPoints.map(([, y]) => y)) - MARGIN_KM
const width = Math.ceil(Math.max(...ukPoints.map(([x]) => x)) - left + MARGIN_KM)
const height = Math.ceil(Math.max(...ukPoints.map(([, y]) => y)) - top + MARGIN_KM)
const offsetX = Math.round(-left)
const topLatitude = Number((-top / KM_PER_DEGREE).toFixed(4))

/** @param {number[]} numbers SVG numbers, separated only where no minus sign does it */
const joinNumbers = (numbers) => numbers.map((n, i) => (i > 0 && n >= 0 ? ` ${n}` : String(n))).join('')

/** Rings as one path: absolute move, then relative lines in whole km, closed. @param {Point[][]} rings */
function pathData(rings) {
  return rings
    .map((ring) => {
      const points = ring.map(([x, y]) => [Math.round(x + offsetX), Math.round(y + topLatitude * KM_PER_DEGREE)])
      /** @type {number[]} */
      const steps = []
      for (let i = 1; i < points.length; i++) {
        const [dx, dy] = [points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]]
        if (dx !== 0 || dy !== 0) steps.push(dx, dy)
      }
      return `M${joinNumbers(points[0])}l${joinNumbers(steps)}z`
    })
    .join('')
}

const source = `// Generated by scripts/near-me/write-uk-outline.mjs from Natural Earth 1:10m Admin 0 – Countries
// (public domain): do not edit. Sinusoidal projection, central meridian 2° W, 1 unit = 1 km;
// Douglas–Peucker at ${SIMPLIFY_KM} km, islands under ${MIN_ISLAND_KM2} km² dropped.

/** The full view: the UK and the Crown Dependencies with ${MARGIN_KM} km of sea around them. */
export const UK_VIEW_BOX = { x: 0, y: 0, width: ${width}, height: ${height} } as const

/** Great Britain, Northern Ireland, the Isle of Man and the Channel Islands. */
export const UK_OUTLINE_PATH =
  '${pathData(uk)}'

/** Ireland, drawn paler for context. */
export const IRELAND_OUTLINE_PATH =
  '${pathData(ireland)}'

/** Kilometres per degree of latitude (mean Earth radius 6371.0088 km). */
const KM_PER_DEGREE = ${KM_PER_DEGREE}

/** A point's place on the outline, in the view box's units (km). */
export function project(latitude: number, longitude: number): { x: number; y: number } {
  return {
    x: (longitude + ${-CENTRAL_MERIDIAN}) * Math.cos((latitude * Math.PI) / 180) * KM_PER_DEGREE + ${offsetX},
    y: (${topLatitude} - latitude) * KM_PER_DEGREE,
  }
}
`

writeFileSync(target, source)
const bytes = Buffer.byteLength(source)
console.log(`Wrote ${target}: ${uk.length} UK rings and ${ireland.length} Irish, ${width}×${height} km`)
console.log(`${(bytes / 1024).toFixed(1)} KB raw, ${(gzipSync(source, { level: 9 }).length / 1024).toFixed(1)} KB gzip`)
