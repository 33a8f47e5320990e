import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getClient, membershipQueries } from './queries'
import { PRIVACY_POLICY_VERSION } from '@/lib/privacy-policy'
import type { TablesInsert } from '@/lib/supabase/database.types'
import { alreadyRequested } from './messages'
import type { JoinValues } from './schemas'

/** What a member decides when asking to join; status, stamps and who decided are the database's. */
type MembershipRequest = Pick<TablesInsert<'community_memberships'>, 'user_id' | 'community_id' | 'community_name' | 'reason' | 'membership_type'>

type Target = { userId: string; communityId: string; communityName: string }

/** Thrown when the member already holds the member plan: nothing is changed. */
export class AlreadyMemberError extends Error {
  constructor() {
    super(alreadyRequested)
  }
}

/**
 * The profile is updated first, then the member plan is asked for: a new request, or the
 * member's own row turned into one (an observer, or asking again after a refusal or a lapse).
 */
async function joinCommunity({ userId, communityId, communityName, values }: Target & { values: JoinValues }) {
  const supabase = await getClient()
  const { data: current } = await supabase
    .from('community_memberships')
    .select('membership_type, status')
    .eq('user_id', userId)
    .eq('community_id', communityId)
    .maybeSingle()
    .throwOnError()
  if (current?.membership_type === 'member' && (current.status === 'approved' || current.status === 'pending')) throw new AlreadyMemberError()
  const { data: updated } = await supabase
    .from('profiles')
    .update({
      first_name: values.firstName,
      last_name: values.lastName,
      phone: values.phone || null,
      city: values.city || null,
      region: values.region,
      children_count: values.childrenCount,
      newsletter_consent: values.newsletter === 'yes',
      privacy_policy_accepted: values.privacyPolicy,
      privacy_policy_version: PRIVACY_POLICY_VERSION,
    })
    .eq('id', userId)
    .select('id')
    .throwOnError()
  // RLS denies silently: no row back means nothing was saved.
  if (!updated?.length) throw new Error('Profile was not updated')
  const request: MembershipRequest = { user_id: userId, community_id: communityId, community_name: communityName, reason: values.reason, membership_type: 'member' }
  await supabase.from('community_memberships').upsert({ ...request, status: 'pending' }, { onConflict: 'user_id,community_id' }).throwOnError()
}

/** The free observer plan is approved at once. */
async function becomeObserver({ userId, communityId, communityName }: Target) {
  const supabase = await getClient()
  const { data } = await supabase
    .from('community_memberships')
    .upsert(
      { user_id: userId, community_id: communityId, community_name: communityName, reason: 'observer', membership_type: 'observer', status: 'approved' },
      { onConflict: 'user_id,community_id' },
    )
    .select('id')
    .throwOnError()
  if (!data?.length) throw new Error('Observer row was not saved')
}

function useInvalidateMine() {
  const queryClient = useQueryClient()
  return (_: unknown, { userId, communityId }: Target) =>
    queryClient.invalidateQueries({ queryKey: membershipQueries.mine(userId, communityId).queryKey })
}

export function useJoinCommunityMutation() {
  return useMutation({ mutationFn: joinCommunity, onSuccess: useInvalidateMine() })
}

export function useBecomeObserverMutation() {
  return useMutation({ mutationFn: becomeObserver, onSuccess: useInvalidateMine() })
}
