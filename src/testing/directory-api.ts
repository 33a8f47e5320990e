import { vi } from 'vitest'
import { directoryKeys, type PublicEntry } from '@/features/directory/entry'
import { publishedEntry } from './directory-entries'
import { fixtureEntriesOf } from './fixtures/directory'
import { figuresOf } from './page-data'

/** Whether a row passes a request's `column=eq.value` filters (columns the row lacks are not filtered on). */
function matchesFilters(row: unknown, params: URLSearchParams): boolean {
  if (typeof row !== 'object' || row === null) return true
  return [...params].every(([column, filter]) => !filter.startsWith('eq.') || !Object.hasOwn(row, column) || String((row as Record<string, unknown>)[column]) === filter.slice(3))
}

/**
 * The data API's public reads (plain fetches with the public key) in component tests: each
 * table named answers with its rows, filtered by the request's `eq.` filters as PostgREST
 * would; any other request fails as an unreachable API would.
 */
export function answerPublicReads(tables: Record<string, readonly unknown[]>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const table = url.pathname.split('/').pop() ?? ''
    const rows = tables[table]
    if (!rows) throw new TypeError(`No answer for ${table} in this test`)
    return Response.json(rows.filter((row) => matchesFilters(row, url.searchParams)))
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** Directory requests get these published entries (those of the directory and slug asked for), none of them translated. */
export function answerDirectoryWith(entries: PublicEntry[]) {
  return answerPublicReads({ directory_entries: entries, entry_translations: [] })
}

/** Every fixture entry of every directory, as the data API lists them when all are published. */
export function samplePublishedEntries(): PublicEntry[] {
  return directoryKeys.flatMap((key) => fixtureEntriesOf(key).map((fields, index) => publishedEntry(key, fields, index)))
}

type ListAnswer = { total?: number; distances?: readonly (number | null)[]; nearestBeyondRadius?: boolean }

/**
 * The list pages' function (`directory_list_page`) in component tests: every call answers with
 * these entries as the page asked for (and no translations); `calls()` gives the arguments of
 * each call, which is what the database would search, filter and sort by.
 */
export function answerListPagesWith(entries: readonly PublicEntry[], { total = entries.length, distances = [], nearestBeyondRadius = false }: ListAnswer = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.pathname.endsWith('/entry_translations')) return Response.json([])
    if (!url.pathname.endsWith('/rpc/directory_list_page')) throw new TypeError(`No answer for ${url.pathname} in this test`)
    return Response.json({
      total,
      page_size: 24,
      nearest_beyond_radius: nearestBeyondRadius,
      entries: entries.map((entry, index) => ({ ...entry, distance_km: distances[index] ?? null })),
      figures: figuresOf(entries),
      towns: [...new Set(entries.flatMap((entry) => (entry.town ? [entry.town] : [])))],
      regions: [...new Set(entries.flatMap((entry) => (entry.region ? [entry.region] : [])))],
    })
  })
  vi.stubGlobal('fetch', fetch)
  const calls = () =>
    fetch.mock.calls.filter(([input]) => String(input).endsWith('/rpc/directory_list_page')).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)
  return { fetch, calls }
}
