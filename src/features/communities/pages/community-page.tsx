import { DirectoryDetailPage } from '@/features/directory/detail/directory-detail-page'
import { communityDetail } from '../community-detail'

export function CommunityPage() {
  return <DirectoryDetailPage definition={communityDetail()} />
}
