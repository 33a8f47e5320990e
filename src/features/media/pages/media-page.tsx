import { DirectoryListPage } from '@/features/directory/list/directory-list-page'
import { mediaList } from '../media-list'

export function MediaPage() {
  return <DirectoryListPage definition={mediaList()} />
}
