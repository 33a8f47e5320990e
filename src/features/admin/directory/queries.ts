import { queryOptions } from '@tanstack/react-query'
import type { DirectoryKey } from '@/features/directory/entry'
import { supabase } from '@/lib/supabase/client'

/** Every entry of one directory, whatever its status (administrators read them all). */
async function fetchEntries(directory: DirectoryKey) {
  const { data } = await supabase.from('directory_entries').select('*').eq('directory', directory).order('sort_order').order('name').throwOnError()
  return data ?? []
}

export const directoryEntryQueries = {
  all: () => ['admin', 'directory-entries'] as const,
  list: (directory: DirectoryKey) => queryOptions({ queryKey: [...directoryEntryQueries.all(), directory], queryFn: () => fetchEntries(directory) }),
}
