import { useQuery } from '@tanstack/react-query'
import type { User } from '@supabase/supabase-js'
import { QueryProvider } from '@/lib/query-client'
import { MembershipPlans, type Benefit } from './membership-plans'
import { MembershipStatus } from './membership-status'
import { membershipQueries } from './queries'
import { usePlanChoice } from './use-plan-choice'
import { WithdrawRequestDialog } from './withdraw-request-dialog'

type SignedInMembershipProps = {
  user: User
  communityId: string
  communityName: string
  benefits: readonly Benefit[] | undefined
  isLoadingBenefits: boolean
}

/**
 * What only a signed-in visitor needs: their own membership's status and choosing a plan. Its
 * own chunk (the query cache, supabase-js, the confirmation dialog), loaded once a session exists.
 */
export function SignedInMembership(props: SignedInMembershipProps) {
  return (
    <QueryProvider>
      <SignedInContent {...props} />
    </QueryProvider>
  )
}

function SignedInContent({ user, communityId, communityName, benefits, isLoadingBenefits }: SignedInMembershipProps) {
  const mine = useQuery(membershipQueries.mine(user.id, communityId))
  const plan = usePlanChoice(communityId, communityName)
  return (
    <>
      {mine.data && <MembershipStatus membershipType={mine.data.membership_type} status={mine.data.status} rejectionReason={mine.data.rejection_reason} />}
      <MembershipPlans benefits={benefits} isLoading={isLoadingBenefits} isChoosing={plan.isChoosing} onChoose={(type) => void plan.choose(type)} />
      <WithdrawRequestDialog
        open={plan.isConfirmingWithdrawal}
        communityName={communityName}
        onConfirm={() => void plan.confirmWithdrawal()}
        onCancel={plan.cancelWithdrawal}
      />
    </>
  )
}
