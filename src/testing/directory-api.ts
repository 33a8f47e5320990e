import { vi } from 'vitest'
import { directoryKeys, type PublicEntry } from '@/features/directory/entry'
import { publishedEntry } from './directory-entries'
import { fixtureEntriesOf } from './fixtures/directory'

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
