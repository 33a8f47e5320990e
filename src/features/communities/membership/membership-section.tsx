import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { useQuery } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { messages } from '@/lib/messages'
import { QueryProvider } from '@/lib/query-client'
import { useSession } from '@/lib/session/use-session'
import { CommunityLogo } from './community-logo'
import { MembershipPlans } from './membership-plans'
import { MembershipStatus } from './membership-status'
import { membershipQueries } from './queries'
import { usePlanChoice } from './use-plan-choice'

// The join form brings react-hook-form and zod: loaded when the dialog first opens.
const MembershipDialog = lazy(() => import('./membership-dialog').then((m) => ({ default: m.MembershipDialog })))

type MembershipSectionProps = { communityId: string; communityName: string }

const subscribeNever = () => () => {}

/**
 * Server data only in the browser: at build time (prerendering) the section renders its frame,
 * so no query (and no query-cache timer keeping the build process alive) starts in Node.
 */
export function MembershipSection(props: MembershipSectionProps) {
  const isBrowser = useSyncExternalStore(subscribeNever, () => true, () => false)
  if (!isBrowser) {
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
  const { choose, isChoosing } = usePlanChoice(communityId, communityName)
  const [isJoinOpen, setJoinOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  if (benefits.error) console.error('Could not load community benefits:', benefits.error)

  const openJoin = () => {
    setHasOpened(true)
    setJoinOpen(true)
  }

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
        <Button onClick={openJoin}>
          <UserPlus aria-hidden />
          Tapti nariu
        </Button>
      </div>
      {user && mine.data && (
        <MembershipStatus membershipType={mine.data.membership_type} status={mine.data.status} rejectionReason={mine.data.rejection_reason} />
      )}
      <MembershipPlans benefits={benefits.data ?? undefined} isLoading={benefits.isPending} isChoosing={isChoosing} onChoose={(plan) => void choose(plan)} />
      {hasOpened && (
        <Suspense fallback={null}>
          <MembershipDialog open={isJoinOpen} onOpenChange={setJoinOpen} communityId={communityId} communityName={communityName} />
        </Suspense>
      )}
    </section>
  )
}
