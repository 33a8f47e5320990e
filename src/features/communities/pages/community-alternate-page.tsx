import { lazy, Suspense, type ComponentProps } from 'react'
import { useParams } from 'react-router-dom'
import { paths } from '@/app/paths'
import { NotFoundState } from '@/components/directory/not-found-state'
import { PageHead } from '@/components/page-head'
import { communities } from '@/data/communities'
import { organizations } from '@/data/organizations'
import { useSession } from '@/lib/session/use-session'
import { matchesSlugOrId, slugify } from '@/lib/slug'
import { CommunityFacts } from '../components/community-facts'
import { findCommunity } from '../find-community'
import type { EntryFacts } from '../manage/entry-fields'
import { JoinButton } from '../membership/join-button'

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
 * The second community page, over the shared organisation list. Its 'Redaguoti' toggle is
 * offered to the entry's managers (an approved claim) and administrators, and saves for real.
 */
export function CommunityAlternatePage() {
  const { id = '' } = useParams()
  const { user } = useSession()
  const organization = organizations.find((o) => o.category === 'bendruomenes' && matchesSlugOrId(id, o))
  // The organisation list and the community list share names; the community's id is its name's slug.
  const community = organization && findCommunity(slugify(organization.name), communities)

  if (!organization) return <NotFoundState title="Bendruomenė nerasta" backTo={paths.communities.list} backLabel="Grįžti į bendruomenių sąrašą" />

  const facts: EntryFacts = {
    name: organization.name,
    town: organization.location ?? null,
    summary: organization.description ?? null,
    description: community?.fullDescription ?? null,
    leader_name: organization.leaderName ?? null,
    address: organization.address ?? null,
    phone: organization.phone ?? null,
    email: organization.email ?? null,
    website: organization.website ?? null,
  }
  const join = community && <JoinButton communityId={community.id} communityName={community.name} />
  const readOnly = <CommunityFacts facts={facts} actions={join} />

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHead title={facts.name} description={facts.summary || facts.name} path={paths.communities.alternate(id)} noIndex />
      {user ? (
        <Suspense fallback={readOnly}>
          <ManagedCommunity slug={slugify(organization.name)} userId={user.id} fallback={facts} join={join} />
        </Suspense>
      ) : (
        readOnly
      )}
    </div>
  )
}
