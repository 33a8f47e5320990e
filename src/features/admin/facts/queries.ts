import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import type { Tables } from '@/lib/supabase/database.types'
import { adminQueries } from '../access/queries'

export type StoredFact = Tables<'essential_facts'>

async function fetchFacts(): Promise<StoredFact[]> {
  const { data } = await supabase.from('essential_facts').select('*').order('sort_order').throwOnError()
  return data
}

export const essentialFactQueries = {
  all: () => [...adminQueries.all(), 'essential-facts'] as const,
  list: () => queryOptions({ queryKey: essentialFactQueries.all(), queryFn: fetchFacts }),
}
