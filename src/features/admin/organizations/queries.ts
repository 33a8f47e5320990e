import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'

async function fetchOrganizations() {
  const { data } = await supabase.from('organizations').select('*').order('name').throwOnError()
  return data ?? []
}

export const organizationQueries = {
  all: () => ['admin', 'organizations'] as const,
  list: () => queryOptions({ queryKey: [...organizationQueries.all(), 'list'], queryFn: fetchOrganizations }),
}
