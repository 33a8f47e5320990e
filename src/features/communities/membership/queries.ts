import { queryOptions } from '@tanstack/react-query'

/**
 * The client is imported when a query first runs, not when this module loads: community pages
 * are prerendered in Node at build time, where creating a supabase-js client fails.
 */
export async function getClient() {
  return (await import('@/lib/supabase/client')).supabase
}

export type MembershipType = 'observer' | 'member'

/** The user's row for this community, whatever its status (unique per user and community). */
async function fetchMyMembership(userId: string, communityId: string) {
  const supabase = await getClient()
  const { data } = await supabase
    .from('community_memberships')
    .select('membership_type, status, rejection_reason')
    .eq('user_id', userId)
    .eq('community_id', communityId)
    .maybeSingle()
    .throwOnError()
  return data
}

export const membershipQueries = {
  all: () => ['communities'] as const,
  mine: (userId: string, communityId: string) =>
    queryOptions({
      queryKey: [...membershipQueries.all(), 'membership', communityId, userId],
      queryFn: () => fetchMyMembership(userId, communityId),
    }),
}
