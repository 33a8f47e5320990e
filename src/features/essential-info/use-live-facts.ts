import { essentialFacts, type EssentialFact, type FactKey } from '@/data/essential-facts'
import { useRouteData } from '@/lib/page-data/page-data-context'
import { factFromRow, loadFacts, type FactRow } from './facts'
import { isSameData } from '@/lib/same-data'

export type Facts = ReadonlyMap<FactKey, EssentialFact>

const embedded: Facts = new Map(essentialFacts.map((fact) => [fact.key, fact]))

/**
 * The stored facts over the embedded ones, by key: a key the page does not name is ignored, one
 * the answer lacks keeps its embedded figure. The embedded map itself when nothing differs.
 */
export function mergeFacts(current: Facts, rows: readonly FactRow[]): Facts {
  const merged = new Map(current)
  for (const row of rows) {
    const known = current.get(row.key as FactKey)
    const fact = factFromRow(row)
    if (known && !isSameData(known, fact)) merged.set(row.key as FactKey, fact)
  }
  return [...merged].every(([key, fact]) => current.get(key) === fact) ? current : merged
}

/**
 * The page's facts: the stored ones the page was rendered with (or read after a navigation),
 * over the page's own list of keys, so a figure the database lacks keeps its dated default.
 */
export function useLiveFacts(): Facts {
  const rows = useRouteData('essential-facts', loadFacts).data
  return rows ? mergeFacts(embedded, rows) : embedded
}

/** The day the page's figures were last checked: the latest of their checks. */
export function lastChecked(facts: Facts): string {
  return [...facts.values()].reduce((latest, fact) => (fact.checkedOn > latest ? fact.checkedOn : latest), '')
}
