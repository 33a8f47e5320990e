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
    .select('id, membership_type, status, rejection_reason, payment_reference, paid_until')
    .eq('user_id', userId)
    .eq('community_id', communityId)
    .maybeSingle()
    .throwOnError()
  return data
}

/** The community's bank account for dues: null until its managers set it (or for a member RLS does not let read it). */
async function fetchBankDetails(communityId: string) {
  const supabase = await getClient()
  const { data } = await supabase
    .from('community_payment_details')
    .select('account_name, sort_code, account_number')
    .eq('community_id', communityId)
    .maybeSingle()
    .throwOnError()
  return data
}

export type BankDetails = NonNullable<Awaited<ReturnType<typeof fetchBankDetails>>>

export const membershipQueries = {
  all: () => ['communities'] as const,
  mine: (userId: string, communityId: string) =>
    queryOptions({
      queryKey: [...membershipQueries.all(), 'membership', communityId, userId],
      queryFn: () => fetchMyMembership(userId, communityId),
    }),
  bankDetails: (communityId: string) =>
    queryOptions({ queryKey: [...membershipQueries.all(), 'bank-details', communityId], queryFn: () => fetchBankDetails(communityId) }),
}
