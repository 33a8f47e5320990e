import { DirectoryDetailPage } from '@/features/directory/detail/directory-detail-page'
import { sportsClubDetail } from '../sports-club-detail'

export function SportsClubPage() {
  return <DirectoryDetailPage definition={sportsClubDetail()} />
}
