import { vi } from 'vitest'
import type { PublicEntry } from '@/features/directory/entry'

/**
 * The data API's public reads (plain fetches with the public key) in component tests: each
 * table named answers with its rows; any other request fails as an unreachable API would.
 */
export function answerPublicReads(tables: Record<string, readonly unknown[]>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const table = new URL(input instanceof Request ? input.url : String(input)).pathname.split('/').pop() ?? ''
    const rows = tables[table]
    if (!rows) throw new TypeError(`No answer for ${table} in this test`)
    return Response.json(rows)
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** Every directory request gets these published entries. */
export function answerDirectoryWith(entries: PublicEntry[]) {
  return answerPublicReads({ directory_entries: entries })
}
