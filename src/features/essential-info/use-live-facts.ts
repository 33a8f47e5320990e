import { startTransition, useEffect, useState } from 'react'
import { essentialFacts, type EssentialFact, type FactKey } from '@/data/essential-facts'
import { readPublic } from '@/lib/public-rest'
import { isSameData } from '@/lib/same-data'

export type FactRow = {
  key: string
  kind: EssentialFact['kind']
  label: string
  value: string
  applies_from: string | null
  source_url: string
  checked_on: string
}

export type Facts = ReadonlyMap<FactKey, EssentialFact>

const embedded: Facts = new Map(essentialFacts.map((fact) => [fact.key, fact]))

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
 * The page's facts: the embedded ones first (the prerendered page), then the stored ones, read
 * with a plain fetch after mount. An unreachable API keeps the embedded figures without an error.
 */
export function useLiveFacts(): Facts {
  const [facts, setFacts] = useState(embedded)
  useEffect(() => {
    const controller = new AbortController()
    readPublic<FactRow>('essential_facts', { select: factColumns, order: 'sort_order' }, controller.signal).then(
      (rows) => startTransition(() => setFacts((current) => mergeFacts(current, rows))),
      () => {},
    )
    return () => controller.abort()
  }, [])
  return facts
}

/** The day the page's figures were last checked: the latest of their checks. */
export function lastChecked(facts: Facts): string {
  return [...facts.values()].reduce((latest, fact) => (fact.checkedOn > latest ? fact.checkedOn : latest), '')
}
