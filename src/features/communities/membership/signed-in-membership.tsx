import { Suspense, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { User } from '@supabase/supabase-js'
import { QueryProvider } from '@/lib/query-client'
import { LazyMembershipDialog } from './join-button'
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
  const [isJoining, setIsJoining] = useState(false)
  // Once opened the form stays mounted, so closing it by mistake loses nothing typed.
  const [hasOpenedJoin, setHasOpenedJoin] = useState(false)
  const plan = usePlanChoice(communityId, communityName, () => {
    setHasOpenedJoin(true)
    setIsJoining(true)
  })
  return (
    <>
      {mine.data && <MembershipStatus communityId={communityId} membership={mine.data} />}
      <MembershipPlans benefits={benefits} isLoading={isLoadingBenefits} isChoosing={plan.isChoosing} onChoose={(type) => void plan.choose(type)} />
      <WithdrawRequestDialog
        open={plan.isConfirmingWithdrawal}
        communityName={communityName}
        onConfirm={() => void plan.confirmWithdrawal()}
        onCancel={plan.cancelWithdrawal}
      />
      {hasOpenedJoin && (
        <Suspense fallback={null}>
          <LazyMembershipDialog open={isJoining} onOpenChange={setIsJoining} communityId={communityId} communityName={communityName} />
        </Suspense>
      )}
    </>
  )
}
