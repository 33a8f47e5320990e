import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EntryStatus } from '@/features/directory/entry'
import { supabase } from '@/lib/supabase/client'
import type { TablesUpdate } from '@/lib/supabase/database.types'
import { directoryEntryQueries } from './queries'

type EntryChange = Pick<TablesUpdate<'directory_entries'>, 'status' | 'last_verified_at'>

/** Changes one entry; who and when are stamped by the database. */
export function useChangeEntryMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: EntryChange }) => {
      // RLS refuses silently: ask for the row back and check it came.
      const { data } = await supabase.from('directory_entries').update(change).eq('id', id).select('id').throwOnError()
      if (!data || data.length !== 1) throw new Error('Entry was not changed')
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: directoryEntryQueries.all() }),
  })
}

export const statusChange = (status: EntryStatus): EntryChange => ({ status })
export const verifiedNow = (): EntryChange => ({ last_verified_at: new Date().toISOString() })
