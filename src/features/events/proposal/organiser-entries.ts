import { queryOptions } from '@tanstack/react-query'
import { isDirectoryKey, type DirectoryKey } from '@/features/directory/entry'
import { allRows } from '@/lib/supabase/all-rows'
import { supabase } from '@/lib/supabase/client'

/** A published directory entry an event can name as its organiser. */
export type OrganiserEntry = { id: string; name: string; directory: DirectoryKey; slug: string }

async function fetchOrganiserEntries(): Promise<OrganiserEntry[]> {
  // Row-level security shows visitors and members published entries only.
  const data = await allRows((from, to) =>
    supabase.from('directory_entries').select('id, name, directory, slug').eq('status', 'published').order('name').order('id').range(from, to).throwOnError(),
  )
  return data.flatMap(({ directory, ...entry }) => (isDirectoryKey(directory) ? [{ ...entry, directory }] : []))
}

export const organiserEntryQueries = {
  all: () => ['organiser-entries'] as const,
  list: () => queryOptions({ queryKey: organiserEntryQueries.all(), queryFn: fetchOrganiserEntries, staleTime: 5 * 60_000 }),
}

const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('lt')

/** The directory entry whose name the member typed (case and spacing aside), if any. */
export function findOrganiserEntry(entries: readonly OrganiserEntry[] | undefined, typed: string): OrganiserEntry | null {
  const wanted = comparable(typed)
  if (!wanted) return null
  return entries?.find((entry) => comparable(entry.name) === wanted) ?? null
}
