import { DirectoryListPage } from '@/features/directory/list/directory-list-page'
import { communitiesList } from '../communities-list'

export function CommunitiesPage() {
  return <DirectoryListPage definition={communitiesList()} />
}
