import { DirectoryListPage } from '@/features/directory/list/directory-list-page'
import { schoolsList } from '../schools-list'

export function SchoolsPage() {
  return <DirectoryListPage definition={schoolsList()} />
}
