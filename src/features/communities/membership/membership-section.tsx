import { useQuery } from '@tanstack/react-query'
import { useIsBrowser } from '@/hooks/use-is-browser'
import { messages } from '@/lib/messages'
import { QueryProvider } from '@/lib/query-client'
import { useSession } from '@/lib/session/use-session'
import { CommunityLogo } from './community-logo'
import { JoinButton } from './join-button'
import { MembershipPlans } from './membership-plans'
import { MembershipStatus } from './membership-status'
import { membershipQueries } from './queries'
import { usePlanChoice } from './use-plan-choice'
import { WithdrawRequestDialog } from './withdraw-request-dialog'

type MembershipSectionProps = { communityId: string; communityName: string }

/**
 * Server data only in the browser: at build time (prerendering) the section renders its frame,
 * so no query (and no query-cache timer keeping the build process alive) starts in Node.
 */
export function MembershipSection(props: MembershipSectionProps) {
  if (!useIsBrowser()) {
    return (
      <section aria-labelledby="naryste" className="rounded-xl border border-slate-200 p-6">
        <h2 id="naryste" className="text-2xl font-semibold text-slate-900">
          Narystė
        </h2>
        <p className="mt-2 text-slate-600">{messages.loading}</p>
      </section>
    )
  }
  return (
    <QueryProvider>
      <MembershipContent {...props} />
    </QueryProvider>
  )
}

function MembershipContent({ communityId, communityName }: MembershipSectionProps) {
  const { user } = useSession()
  const benefits = useQuery(membershipQueries.benefits(communityId))
  const mine = useQuery({ ...membershipQueries.mine(user?.id ?? '', communityId), enabled: Boolean(user) })
  const plan = usePlanChoice(communityId, communityName)
  if (benefits.error) console.error('Could not load community benefits:', benefits.error)

  return (
    <section aria-labelledby="naryste" className="flex flex-col gap-6 rounded-xl border border-slate-200 p-6">
      <div className="flex flex-wrap items-center gap-4">
        <CommunityLogo communityId={communityId} communityName={communityName} />
        <div className="flex-1">
          <h2 id="naryste" className="text-2xl font-semibold text-slate-900">
            Narystė
          </h2>
          <p className="mt-1 text-slate-700">Prisijunkite prie bendruomenės „{communityName}“: tapkite stebėtoju nemokamai arba nariu.</p>
        </div>
        <JoinButton communityId={communityId} communityName={communityName} />
      </div>
      {user && mine.data && (
        <MembershipStatus membershipType={mine.data.membership_type} status={mine.data.status} rejectionReason={mine.data.rejection_reason} />
      )}
      <MembershipPlans
        benefits={benefits.data ?? undefined}
        isLoading={benefits.isPending}
        isChoosing={plan.isChoosing}
        onChoose={(type) => void plan.choose(type)}
      />
      <WithdrawRequestDialog
        open={plan.isConfirmingWithdrawal}
        communityName={communityName}
        onConfirm={() => void plan.confirmWithdrawal()}
        onCancel={plan.cancelWithdrawal}
      />
    </section>
  )
}
