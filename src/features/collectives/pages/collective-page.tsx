import { DirectoryDetailPage } from '@/features/directory/detail/directory-detail-page'
import { collectiveDetail } from '../collective-detail'

export function CollectivePage() {
  return <DirectoryDetailPage definition={collectiveDetail()} />
}
