import { DirectoryListPage } from '@/features/directory/list/directory-list-page'
import { collectivesList } from '../collectives-list'

export function CollectivesPage() {
  return <DirectoryListPage definition={collectivesList()} />
}
