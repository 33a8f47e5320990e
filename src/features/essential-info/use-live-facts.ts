import { useMemo } from 'react'
import { useRouteData } from '@/lib/page-data/page-data-context'
import type { RouteDataState } from '@/lib/page-data/page-data-store'
import { factKeys, type EssentialFact, type FactKey } from './essential-fact'
import { factFromRow, loadFacts, type FactRow } from './facts'

export type Facts = ReadonlyMap<FactKey, EssentialFact>

const isFactKey = (key: string): key is FactKey => (factKeys as readonly string[]).includes(key)

/** The stored facts the page places, by key; a key the page does not name is ignored. */
export function factsFromRows(rows: readonly FactRow[]): Facts {
  return new Map(rows.filter((row) => isFactKey(row.key)).map((row) => [row.key as FactKey, factFromRow(row)]))
}

/**
 * The page's facts as stored: those the page was rendered with, or read after a navigation
 * (none while loading or when the database cannot be reached; `state` says which).
 */
export function useLiveFacts(): { facts: Facts; state: RouteDataState } {
  const { data, state } = useRouteData('essential-facts', loadFacts)
  const facts = useMemo(() => factsFromRows(data ?? []), [data])
  return { facts, state }
}

/** The day the page's figures were last checked: the latest of their checks ('' when none). */
export function lastChecked(facts: Facts): string {
  return [...facts.values()].reduce((latest, fact) => (fact.checkedOn > latest ? fact.checkedOn : latest), '')
}
