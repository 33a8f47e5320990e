import { queryOptions } from '@tanstack/react-query'
import type { DirectoryKey, EditorFields } from '@/features/directory/entry'
import { definitionLoaders } from '@/features/directory/live/definition-loaders'
import { allRows } from '@/lib/supabase/all-rows'
import { supabase } from '@/lib/supabase/client'
import { adminQueries } from '../access/queries'

/** Every entry of one directory, whatever its status (administrators read them all). */
async function fetchEntries(directory: DirectoryKey) {
  return allRows((from, to) => supabase.from('directory_entries').select('*').eq('directory', directory).order('sort_order').order('name').order('id').range(from, to).throwOnError())
}

export const directoryEntryQueries = {
  all: () => [...adminQueries.all(), 'directory-entries'] as const,
  list: (directory: DirectoryKey) => queryOptions({ queryKey: [...directoryEntryQueries.all(), directory], queryFn: () => fetchEntries(directory) }),
}

/**
 * The editor's fields of one directory, from its definition (loaded on its own). Code, not
 * server data: it never changes while the app runs, and stays outside `adminQueries.all()` so
 * refreshing the admin area does not load it again.
 */
export const editorFieldQueries = {
  all: () => ['directory-editor-fields'] as const,
  fields: (directory: DirectoryKey) =>
    queryOptions({
      queryKey: [...editorFieldQueries.all(), directory],
      queryFn: async (): Promise<EditorFields> => (await definitionLoaders[directory]()).editor,
      staleTime: Infinity,
    }),
}
