import { env } from '@/lib/env'
import { isDirectoryKey, publicEntrySelect, type DirectoryKey, type PublicEntry } from '../entry'

/**
 * A directory's published entries, straight from the data API with the public key. A plain
 * fetch, not supabase-js: public pages revalidate without loading the client (first-load budget).
 * Row-level security already hides every other status; the filter says what the page wants.
 */
export async function fetchPublishedEntries(directory: DirectoryKey, signal?: AbortSignal): Promise<PublicEntry[]> {
  return readEntries<PublicEntry>({ select: publicEntrySelect.replaceAll(' ', ''), directory: `eq.${directory}`, order: 'sort_order.asc,name.asc' }, signal)
}

/** How many published entries each directory has (one small request: one column per entry). */
export async function fetchPublishedCounts(signal?: AbortSignal): Promise<Partial<Record<DirectoryKey, number>>> {
  const rows = await readEntries<Pick<PublicEntry, 'directory'>>({ select: 'directory' }, signal)
  const counts: Partial<Record<DirectoryKey, number>> = {}
  for (const { directory } of rows) {
    if (isDirectoryKey(directory)) counts[directory] = (counts[directory] ?? 0) + 1
  }
  return counts
}

async function readEntries<Row>(params: Record<string, string>, signal?: AbortSignal): Promise<Row[]> {
  const query = new URLSearchParams({ ...params, status: 'eq.published' })
  const response = await fetch(`${env.supabaseUrl}/rest/v1/directory_entries?${query}`, {
    headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}`, Accept: 'application/json' },
    signal,
  })
  if (!response.ok) throw new Error(`Directory entries: HTTP ${response.status}`)
  const rows: unknown = await response.json()
  if (!Array.isArray(rows)) throw new Error('Directory entries: not a list')
  return rows as Row[]
}
