import { lazy, Suspense, type ComponentProps } from 'react'
import { useParams } from '@/lib/routing'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { useSession } from '@/lib/session/use-session'
import { CommunityFacts } from '../components/community-facts'
import { MissingEntry } from '@/features/directory/live/missing-entry'
import { usePublishedEntry } from '@/features/directory/live/use-published-directory'
import { findCommunity } from '../find-community'
import { organizationCommunitySlugs } from '../organization-slugs'
import type { EntryFacts } from '../manage/entry-fields'
import { JoinButton } from '../membership/join-button'
import { m } from '@/paraglide/messages'

// Signed in, the page reads the stored entry and whether the member may edit it: the query cache
// and supabase-js load only then.
const ManagedCommunity = lazy(async () => {
  const [{ ManagedCommunity: Body }, { QueryProvider }] = await Promise.all([import('../manage/managed-community'), import('@/lib/query-client')])
  return {
    default: (props: ComponentProps<typeof Body>) => (
      <QueryProvider>
        <Body {...props} />
      </QueryProvider>
    ),
  }
})

/**
 * The second community page, over the community's published entry (addressed by the shared
 * organisation list's id, or by its slug). Its 'Redaguoti' toggle is offered to the entry's
 * managers (an approved claim) and administrators, and saves for real.
 */
export function CommunityAlternatePage() {
  const { id = '' } = useParams()
  const { user } = useSession()
  const { entry, state } = usePublishedEntry('communities', organizationCommunitySlugs[id] ?? id, findCommunity)
  const community = entry?.item

  if (!community) {
    return <MissingEntry state={state} title={m.communities_missing_title()} backTo={paths.communities.list} backLabel={m.communities_missing_back()} />
  }

  const facts: EntryFacts = {
    name: community.name,
    town: community.location,
    summary: community.description,
    description: community.fullDescription,
    leader_name: community.leader,
    address: community.address ?? null,
    phone: community.phone ?? null,
    email: community.email,
    website: community.website ?? null,
  }
  const join = <JoinButton communityId={community.id} communityName={community.name} />
  const readOnly = <CommunityFacts facts={facts} actions={join} />

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHead title={facts.name} description={facts.summary || facts.name} path={paths.communities.alternate(id)} noIndex />
      {user ? (
        <Suspense fallback={readOnly}>
          <ManagedCommunity slug={community.id} userId={user.id} fallback={facts} join={join} />
        </Suspense>
      ) : (
        readOnly
      )}
    </div>
  )
}
