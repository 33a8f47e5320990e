import type { EssentialFact } from './essential-fact'
import { readPublic } from '@/lib/public-rest'

export type FactRow = {
  key: string
  kind: EssentialFact['kind']
  label: string
  value: string
  applies_from: string | null
  source_url: string
  checked_on: string
}

export const factColumns = 'key,kind,label,value,applies_from,source_url,checked_on'

export const factFromRow = (row: FactRow): EssentialFact => ({
  key: row.key,
  kind: row.kind,
  label: row.label,
  value: row.value,
  appliesFrom: row.applies_from,
  sourceUrl: row.source_url,
  checkedOn: row.checked_on,
})

/** The stored facts, in the page's order. */
export function loadFacts(signal: AbortSignal): Promise<FactRow[]> {
  return readPublic<FactRow>('essential_facts', { select: factColumns, order: 'sort_order' }, signal)
}
