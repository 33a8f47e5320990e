import { formatCount } from '@/lib/format'
import { getLocale } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages'
import { KM_PER_MILE } from './distance'

// Written by hand, without Intl.NumberFormat: a list sorted by distance formats every card's
// figure as it renders, and the first Intl formatter costs milliseconds to load its locale data.

/** No-break space: '≈ 58 km' never wraps inside itself. */
const nbsp = '\u00a0'

/**
 * The precision a distance deserves: a place stands for its postcode district's centre, a few km
 * from any address in it, so a decimal means something only close by: under 10 km one decimal,
 * whole km beyond. Chosen on the distance in km; a value that would round to 10,0 is already
 * written whole.
 */
function stepFor(km: number): number {
  return km < 9.95 ? 0.1 : 1
}

/** A rounded figure as the page's language writes it: '3,5', '58', '1200'; '3.5', '1,200'. */
function formatFigure(value: number, step: number): string {
  const rounded = Math.round(value / step) * step
  if (step >= 1) return formatCount(rounded)
  return getLocale() === 'en' ? rounded.toFixed(1) : rounded.toFixed(1).replace('.', ',')
}

/** The distance in km alone, as a map marker names it: '≈ 3,5 km', '≈ 58 km', '< 1 km'. */
export function formatKm(km: number): string {
  if (km < 1) return `<${nbsp}1${nbsp}km`
  return `≈${nbsp}${formatFigure(km, stepFor(km))}${nbsp}km`
}

/**
 * Km first, then miles, which the UK's road signs use: '≈ 3,5 km (2,2 mi)', '≈ 58 km (36 mi)'.
 * Miles are converted from the exact distance, not the rounded km, and rounded to the same step
 * as the km figure (0,1 or 1), so both figures are equally precise and neither compounds the
 * other's rounding; the pair can therefore differ slightly from a conversion of the shown km.
 */
export function formatDistance(km: number): string {
  if (km < 1) return `<${nbsp}1${nbsp}km (<${nbsp}1${nbsp}mi)`
  const step = stepFor(km)
  return `${formatKm(km)} (${formatFigure(km / KM_PER_MILE, step)}${nbsp}mi)`
}

/** The label beside a result: '≈ 58 km (36 mi) tiesiai', so nobody takes it for road distance. */
export function formatStraightLineDistance(km: number): string {
  return m.near_straight_line({ distance: formatDistance(km) })
}

/**
 * What a list sorted by distance adds after its count, for its `role="status"` line:
 * '; surikiuota pagal atstumą tiesia linija nuo LS6 1AN', or from the visitor's own position,
 * named by its district ('… nuo jūsų vietos (LS6 rajone)').
 */
export function sortedByDistanceNote(origin: { label: string; isMyLocation: boolean }): string {
  return origin.isMyLocation ? m.near_sorted_from_me({ district: origin.label }) : m.near_sorted_from({ place: origin.label })
}
