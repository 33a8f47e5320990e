import { lazy, Suspense } from 'react'
import { usePublicRead } from '@/hooks/use-public-read'
import { useIsBrowser } from '@/hooks/use-is-browser'
import { useSession } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages'
import { CommunityLogo } from './community-logo'
import { JoinButton } from './join-button'
import { MembershipPlaceholder } from './membership-placeholder'
import { MembershipPlans } from './membership-plans'
import { askToSignInForPlan } from './plan-sign-in'
import { readCommunityBenefits } from './public-reads'

const SignedInMembership = lazy(() => import('./signed-in-membership').then((module) => ({ default: module.SignedInMembership })))

type MembershipSectionProps = { communityId: string; communityName: string }

/**
 * Server data only in the browser: at build time (prerendering) the section renders its frame,
 * so no request starts in Node.
 */
export function MembershipSection(props: MembershipSectionProps) {
  if (!useIsBrowser()) return <MembershipPlaceholder />
  return <MembershipContent {...props} />
}

/** Every visitor sees the plans and their benefits; only a signed-in one loads the rest. */
function MembershipContent({ communityId, communityName }: MembershipSectionProps) {
  const { user, isLoading: isReadingSession, openSignIn } = useSession()
  const benefits = usePublicRead(`benefits:${communityId}`, (signal) => readCommunityBenefits(communityId, signal))
  if (benefits.error) console.error('Could not load community benefits:', benefits.error)
  const guestPlans = (isWaiting: boolean) => (
    <MembershipPlans benefits={benefits.data} isLoading={benefits.isPending} isChoosing={isWaiting} onChoose={() => askToSignInForPlan(openSignIn)} />
  )

  return (
    <section aria-labelledby="naryste" className="flex flex-col gap-6 rounded-xl border border-slate-200 p-6">
      <div className="flex flex-wrap items-center gap-4">
        <CommunityLogo communityId={communityId} communityName={communityName} />
        <div className="flex-1">
          <h2 id="naryste" className="text-2xl font-semibold text-slate-900">
            {m.communities_membership_heading()}
          </h2>
          <p className="mt-1 text-slate-700">{m.communities_membership_lead({ community: communityName })}</p>
        </div>
        <JoinButton communityId={communityId} communityName={communityName} />
      </div>
      {user ? (
        // The plans stay in place, not yet choosable, while the signed-in part loads.
        <Suspense fallback={guestPlans(true)}>
          <SignedInMembership user={user} communityId={communityId} communityName={communityName} benefits={benefits.data} isLoadingBenefits={benefits.isPending} />
        </Suspense>
      ) : (
        guestPlans(isReadingSession)
      )}
    </section>
  )
}
