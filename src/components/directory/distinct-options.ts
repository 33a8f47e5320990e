import { sortLt } from '@/lib/collate-lt'
import type { FilterOption } from './filter-select'

/** Distinct values as dropdown options, in Lithuanian alphabetical order. */
export function distinctOptions(values: ReadonlyArray<string | undefined>): FilterOption[] {
  return sortLt(new Set(values.filter((v): v is string => Boolean(v)))).map((value) => ({ value, label: value }))
}
