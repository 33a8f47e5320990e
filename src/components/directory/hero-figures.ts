import { formatCount } from '@/lib/format'
import type { HeroStat } from './directory-hero'

/** How many different non-empty values `values` holds ('Miestų': distinct towns). */
export const distinctCount = (values: readonly (string | undefined)[]) => new Set(values.filter((value) => value && value.trim())).size

/** The sum of `values` ('Narių': the members each entry reports). */
export const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0)

/** A hero figure from a count. */
export const figure = (label: string, count: number): HeroStat => ({ label, value: formatCount(count) })
