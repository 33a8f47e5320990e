import { DirectoryListPage } from '@/features/directory/list/directory-list-page'
import { studentSocietiesList } from '../student-societies-list'

export function StudentSocietiesPage() {
  return <DirectoryListPage definition={studentSocietiesList()} />
}
