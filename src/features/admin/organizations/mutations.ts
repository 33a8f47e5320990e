import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import type { TablesInsert } from '@/lib/supabase/database.types'
import { dashboardQueries } from '../dashboard/queries'
import { organizationQueries } from './queries'
import type { OrganizationValues } from './schemas'

/** Empty optional fields are stored as null, not ''. */
function toRow(values: OrganizationValues): TablesInsert<'organizations'> {
  const { name, category, ...optional } = values
  const row: TablesInsert<'organizations'> = { name, category: category as TablesInsert<'organizations'>['category'] }
  for (const [key, value] of Object.entries(optional)) {
    ;(row as Record<string, string | null>)[key] = value === '' ? null : value
  }
  return row
}

function invalidateOrganizations(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: organizationQueries.all() }),
    queryClient.invalidateQueries({ queryKey: dashboardQueries.all() }),
  ])
}

export function useSaveOrganizationMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, values }: { id?: string; values: OrganizationValues }) => {
      const query = id
        ? supabase.from('organizations').update(toRow(values)).eq('id', id)
        : supabase.from('organizations').insert(toRow(values))
      // RLS denies silently: ask for the row back and check it came.
      const { data } = await query.select('id').throwOnError()
      if (!data || data.length !== 1) throw new Error('Organisation was not saved')
    },
    onSettled: () => invalidateOrganizations(queryClient),
  })
}

export function useDeleteOrganizationMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const { data } = await supabase.from('organizations').delete().eq('id', id).select('id').throwOnError()
      if (!data || data.length !== 1) throw new Error('Organisation was not deleted')
    },
    onSettled: () => invalidateOrganizations(queryClient),
  })
}
