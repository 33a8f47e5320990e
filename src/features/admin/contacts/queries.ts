import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'

async function fetchContacts() {
  const { data } = await supabase.from('contacts').select('*').order('created_at', { ascending: false }).throwOnError()
  return data ?? []
}

export const contactQueries = {
  all: () => ['admin', 'contacts'] as const,
  list: () => queryOptions({ queryKey: [...contactQueries.all(), 'list'], queryFn: fetchContacts }),
}
