import { DirectoryListPage } from '@/features/directory/list/directory-list-page'
import { sportsList } from '../sports-list'

export function SportsPage() {
  return <DirectoryListPage definition={sportsList()} />
}
