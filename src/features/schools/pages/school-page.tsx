import { DirectoryDetailPage } from '@/features/directory/detail/directory-detail-page'
import { schoolDetail } from '../school-detail'

export function SchoolPage() {
  return <DirectoryDetailPage definition={schoolDetail()} />
}
