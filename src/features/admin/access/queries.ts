import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'

async function fetchActiveAdmin(userId: string) {
  const { data } = await supabase
    .from('admin_users')
    .select('id, email, first_name, last_name, role, is_active')
    .eq('id', userId)
    .eq('is_active', true)
    .maybeSingle()
    .throwOnError()
  return data
}

export const adminQueries = {
  /** The admin area's root: every admin query's key starts with it. */
  all: () => ['admin'] as const,
  me: (userId: string) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'me', userId],
      queryFn: () => fetchActiveAdmin(userId),
      staleTime: 60_000,
    }),
}

export type ActiveAdmin = NonNullable<Awaited<ReturnType<typeof fetchActiveAdmin>>>
