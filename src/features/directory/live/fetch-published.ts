import { env } from '@/lib/env'
import { publicEntrySelect, type DirectoryKey, type PublicEntry } from '../entry'

/**
 * A directory's published entries, straight from the data API with the public key. A plain
 * fetch, not supabase-js: public pages revalidate without loading the client (first-load budget).
 * Row-level security already hides every other status; the filter says what the page wants.
 */
export async function fetchPublishedEntries(directory: DirectoryKey, signal?: AbortSignal): Promise<PublicEntry[]> {
  const query = new URLSearchParams({
    select: publicEntrySelect.replaceAll(' ', ''),
    directory: `eq.${directory}`,
    status: 'eq.published',
    order: 'sort_order.asc,name.asc',
  })
  const response = await fetch(`${env.supabaseUrl}/rest/v1/directory_entries?${query}`, {
    headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}`, Accept: 'application/json' },
    signal,
  })
  if (!response.ok) throw new Error(`Directory ${directory}: HTTP ${response.status}`)
  const rows: unknown = await response.json()
  if (!Array.isArray(rows)) throw new Error(`Directory ${directory}: not a list`)
  return rows as PublicEntry[]
}
