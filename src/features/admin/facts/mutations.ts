import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import type { TablesUpdate } from '@/lib/supabase/database.types'
import { essentialFactQueries } from './queries'

/** What an administrator decides about a fact; who changed it and when, the database stamps. */
export type FactChange = Pick<TablesUpdate<'essential_facts'>, 'label' | 'value' | 'applies_from' | 'source_url' | 'checked_on'>

async function saveFact({ id, change }: { id: string; change: FactChange }) {
  await supabase.from('essential_facts').update(change).eq('id', id).throwOnError()
}

export function useSaveFact() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveFact,
    onSettled: () => queryClient.invalidateQueries({ queryKey: essentialFactQueries.all() }),
  })
}
