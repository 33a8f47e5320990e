import { compareLt } from '@/lib/collate-lt'
import type { FilterOption } from './filter-select'

/** Distinct values as dropdown options, in Lithuanian alphabetical order. */
export function distinctOptions(values: ReadonlyArray<string | undefined>): FilterOption[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))].sort(compareLt).map((value) => ({ value, label: value }))
}
