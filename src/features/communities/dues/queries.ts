import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'

/** A community's paying members as its managers and the administrators see them (public.community_dues). */
async function fetchDues(communityId: string) {
  const { data } = await supabase.rpc('community_dues', { community: communityId }).throwOnError()
  return data
}

export type DuesRow = Awaited<ReturnType<typeof fetchDues>>[number]

export const duesQueries = {
  all: () => ['community-dues'] as const,
  list: (communityId: string) => queryOptions({ queryKey: [...duesQueries.all(), communityId], queryFn: () => fetchDues(communityId) }),
}
