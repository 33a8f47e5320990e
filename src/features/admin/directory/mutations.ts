import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EntryStatus } from '@/features/directory/entry'
import { supabase } from '@/lib/supabase/client'
import type { TablesInsert, TablesUpdate } from '@/lib/supabase/database.types'
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

/** Adds an entry or saves an edited one. */
export function useSaveEntryMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, row }: { id?: string; row: TablesInsert<'directory_entries'> }) => {
      const query = id ? supabase.from('directory_entries').update(row).eq('id', id) : supabase.from('directory_entries').insert(row)
      const { data } = await query.select('id').throwOnError()
      if (!data || data.length !== 1) throw new Error('Entry was not saved')
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: directoryEntryQueries.all() }),
  })
}
