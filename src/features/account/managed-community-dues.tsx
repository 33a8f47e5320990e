import { useQuery } from '@tanstack/react-query'
import { CommunityDues } from '@/features/communities/dues/community-dues'
import { ownArticleQueries } from './own-article-queries'

/** /paskyra: a community's managers keep its bank account and record its members' dues here. */
export function ManagedCommunityDues({ userId }: { userId: string }) {
  const managed = useQuery(ownArticleQueries.managedEntries(userId))
  // A community's id is its directory entry's slug.
  const communities = (managed.data ?? []).filter((entry) => entry.directory === 'communities').map((entry) => ({ id: entry.slug, name: entry.name }))
  if (communities.length === 0) return null
  return <CommunityDues communities={communities} />
}
