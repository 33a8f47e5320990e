import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { messages } from '@/lib/messages'
import { useSession } from '@/lib/session/use-session'
import { notify } from '@/lib/toast'
import { membershipMessages, planErrorMessage } from './messages'
import { askToSignInForPlan } from './plan-sign-in'
import { useBecomeObserverMutation } from './mutations'
import { membershipQueries, type MembershipType } from './queries'

function reportFailure(error: unknown) {
  console.error('Choosing a plan failed:', error)
  void notify.error(messages.error, planErrorMessage(error instanceof Error ? error.message : undefined))
}

/**
 * Choosing a plan: sign-in first, 'Jau esate narys', the observer upsert, the member plan's join
 * form (`askToJoin`), after which the status shows how to pay. The observer upsert would replace
 * a pending member request, so that case waits for a yes.
 */
export function usePlanChoice(communityId: string, communityName: string, askToJoin: () => void) {
  const { user, openSignIn } = useSession()
  const queryClient = useQueryClient()
  const observer = useBecomeObserverMutation()
  const [isConfirmingWithdrawal, setIsConfirmingWithdrawal] = useState(false)

  const becomeObserver = async (userId: string) => {
    await observer.mutateAsync({ userId, communityId, communityName })
    void notify.success(membershipMessages.observerTitle, membershipMessages.observerText)
  }

  const choose = async (plan: MembershipType) => {
    if (!user) return askToSignInForPlan(openSignIn)
    try {
      // The approved row, if any, decides whether this plan is already held.
      const current = await queryClient.fetchQuery({ ...membershipQueries.mine(user.id, communityId), staleTime: 0 })
      if (current?.status === 'approved' && (current.membership_type === plan || current.membership_type === 'member')) {
        return void notify.info(membershipMessages.alreadyMember, membershipMessages.alreadyMemberText)
      }
      if (plan === 'member') {
        // A request already made waits for its dues: the status above says how to pay.
        if (current?.membership_type === 'member' && current.status === 'pending') return void notify.info(membershipMessages.awaitingDues, membershipMessages.awaitingDuesText)
        return askToJoin()
      }
      if (current?.status === 'pending') return setIsConfirmingWithdrawal(true)
      await becomeObserver(user.id)
    } catch (error) {
      reportFailure(error)
    }
  }

  const confirmWithdrawal = async () => {
    setIsConfirmingWithdrawal(false)
    if (!user) return
    try {
      await becomeObserver(user.id)
    } catch (error) {
      reportFailure(error)
    }
  }

  return {
    choose,
    isChoosing: observer.isPending,
    isConfirmingWithdrawal,
    confirmWithdrawal,
    cancelWithdrawal: () => setIsConfirmingWithdrawal(false),
  }
}
